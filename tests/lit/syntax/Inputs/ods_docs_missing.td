// Input of ods_docs_check.test: the stablehlo ops plus ops whose
// documentation scripts/check_ods_docs.py must refuse.
include "dialect/StablehloOps.td"

def StableHLO_UndocumentedOp : StableHLO_Op<"undocumented"> {
  let summary = "an op without a description";
}

def StableHLO_UnlinkedOp : StableHLO_Op<"unlinked"> {
  let summary = "an op whose description has neither a spec link nor an example";
  let description = [{ Computes nothing. }];
}

def StableHLO_UntestedExampleOp : StableHLO_Op<"untested_example"> {
  let summary = "an op whose example is not in ods_examples.mlir";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#abs

    Example:

    ```mlir
    %r = stablehlo.untested_example : tensor<i32>
    ```
  }];
}
