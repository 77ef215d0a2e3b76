//===- StablehloDistributionOps.td - collectives, feeds, channels -*- tablegen -*-===//
//
// Included by StablehloOps.td. The ops of the spec's "Parallel execution"
// sections: collectives (split the process grid into process groups),
// send/recv (channels), infeed/outfeed (streams), partition_id/replica_id,
// and the async wrappers of collectives. Their evaluators
// (interpreter/DistributionOps.cpp) run inside interpreter.run_parallel.
// Every op here has a memory effect, so that no pass moves, merges or folds
// it.
//
//===----------------------------------------------------------------------===//

/// The effect of an op that talks to other processes or to the host.
defvar HLO_Communicates = MemoryEffects<[MemRead, MemWrite]>;

defvar HLO_ReplicaGroups = I64ElementsAttr;

def StableHLO_AllGatherOp : StableHLO_Op<"all_gather", [HLO_Communicates]> {
  let summary = "concatenates the operands of each process group (spec: all_gather)";
  let description = [{
    Within each process group, concatenates the `operands` of every process
    along `all_gather_dim`. Groups: cross_replica when channel_id <= 0,
    cross_replica_and_partition when channel_id > 0, flattened_ids with
    `use_global_device_ids`.

    ```mlir
    %0 = "stablehlo.all_gather"(%arg0) {
      all_gather_dim = 1 : i64,
      replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>
    } : (tensor<2x2xi64>) -> tensor<2x4xi64>
    ```
  }];
  let arguments = (ins Variadic<HLO_Tensor>:$operands,
                       I64Attr:$all_gather_dim,
                       HLO_ReplicaGroups:$replica_groups,
                       OptionalAttr<HLO_ChannelHandle>:$channel_handle,
                       UnitAttr:$use_global_device_ids);
  let results = (outs Variadic<HLO_Tensor>);
  let hasVerifier = 1;
}

def StableHLO_AllReduceOp : StableHLO_Op<"all_reduce",
    [HLO_Communicates]> {
  let summary = "reduces the operands of each process group (spec: all_reduce)";
  let description = [{
    Within each process group, applies `computation` to the `operands` of the
    processes in group order. Groups as for all_gather.

    ```mlir
    %0 = "stablehlo.all_reduce"(%arg0) ({
    ^bb0(%a: tensor<i64>, %b: tensor<i64>):
      %s = stablehlo.add %a, %b : tensor<i64>
      stablehlo.return %s : tensor<i64>
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}
        : (tensor<4xi64>) -> tensor<4xi64>
    ```
  }];
  let arguments = (ins Variadic<HLO_Tensor>:$operands,
                       HLO_ReplicaGroups:$replica_groups,
                       OptionalAttr<HLO_ChannelHandle>:$channel_handle,
                       UnitAttr:$use_global_device_ids);
  let regions = (region SizedRegion<1>:$computation);
  let results = (outs Variadic<HLO_Tensor>);
  let hasVerifier = 1;
}

def StableHLO_ReduceScatterOp : StableHLO_Op<"reduce_scatter",
    [HLO_Communicates]> {
  let summary = "all_reduce, then each process keeps its part (spec: reduce_scatter)";
  let description = [{
    Reduces `operand` over each process group with `computation`, splits the
    result along `scatter_dimension` into one part per group member and gives
    member i part i.
  }];
  let arguments = (ins HLO_Tensor:$operand,
                       I64Attr:$scatter_dimension,
                       HLO_ReplicaGroups:$replica_groups,
                       OptionalAttr<HLO_ChannelHandle>:$channel_handle,
                       UnitAttr:$use_global_device_ids);
  let regions = (region SizedRegion<1>:$computation);
  let results = (outs HLO_Tensor);
  let hasVerifier = 1;
}

def StableHLO_AllToAllOp : StableHLO_Op<"all_to_all", [HLO_Communicates]> {
  let summary = "splits, scatters and concatenates within process groups (spec: all_to_all)";
  let description = [{
    Splits each operand along `split_dimension` into `split_count` parts,
    sends part i to the i-th member of the group and concatenates what it
    receives along `concat_dimension`. Groups: cross_replica when
    channel_id <= 0, cross_partition otherwise.
  }];
  let arguments = (ins Variadic<HLO_Tensor>:$operands,
                       I64Attr:$split_dimension,
                       I64Attr:$concat_dimension,
                       I64Attr:$split_count,
                       HLO_ReplicaGroups:$replica_groups,
                       OptionalAttr<HLO_ChannelHandle>:$channel_handle);
  let results = (outs Variadic<HLO_Tensor>);
  let hasVerifier = 1;
}

def StableHLO_CollectiveBroadcastOp : StableHLO_Op<"collective_broadcast",
    [HLO_Communicates]> {
  let summary = "the first member's operand to every member of its group (spec: collective_broadcast)";
  let description = [{
    Processes outside every group get zeros. Groups: cross_replica when
    channel_id <= 0, cross_partition otherwise.
  }];
  let arguments = (ins Variadic<HLO_Tensor>:$operands,
                       HLO_ReplicaGroups:$replica_groups,
                       OptionalAttr<HLO_ChannelHandle>:$channel_handle);
  let results = (outs Variadic<HLO_Tensor>);
  let hasVerifier = 1;
}

def StableHLO_CollectivePermuteOp : StableHLO_Op<"collective_permute",
    [HLO_Communicates]> {
  let summary = "sends the operand from sources to targets (spec: collective_permute)";
  let description = [{
    `result@target = operand@source` for each pair of `source_target_pairs`;
    a process that is no target gets zeros. Pairs name replicas when
    channel_id <= 0, partitions otherwise.
  }];
  let arguments = (ins HLO_Tensor:$operand,
                       HLO_ReplicaGroups:$source_target_pairs,
                       OptionalAttr<HLO_ChannelHandle>:$channel_handle);
  let results = (outs HLO_Tensor);
  let hasVerifier = 1;
}

def StableHLO_CollectiveReduceOp : StableHLO_Op<"collective_reduce",
    [HLO_Communicates]> {
  let summary = "reduces within each group onto its first member (spec: collective_reduce)";
  let description = [{
    The first member of each group gets the reduction of the group's
    operands with `computation`; every other process gets zeros.
  }];
  let arguments = (ins Variadic<HLO_Tensor>:$operands,
                       HLO_ReplicaGroups:$replica_groups,
                       OptionalAttr<HLO_ChannelHandle>:$channel_handle,
                       UnitAttr:$has_dynamic_root);
  let regions = (region SizedRegion<1>:$computation);
  let results = (outs Variadic<HLO_Tensor>);
  let hasVerifier = 1;
}

def StableHLO_CrossReplicaSumOp : StableHLO_Op<"cross-replica-sum",
    [HLO_Communicates, SameOperandsAndResultType]> {
  let summary = "sums the operand over replica groups (legacy all_reduce with add)";
  let arguments = (ins HLO_Tensor:$operand, HLO_ReplicaGroups:$replica_groups);
  let results = (outs HLO_Tensor);
}

def StableHLO_PartitionIdOp : StableHLO_Op<"partition_id", [HLO_Communicates]> {
  let summary = "the partition_id of the running process (spec: partition_id)";
  let description = [{
    ```mlir
    %0 = stablehlo.partition_id : tensor<ui32>
    ```
  }];
  let results = (outs 0DTensorOf<[UI32]>:$result);
  let assemblyFormat = "attr-dict `:` type($result)";
}

def StableHLO_ReplicaIdOp : StableHLO_Op<"replica_id", [HLO_Communicates]> {
  let summary = "the replica_id of the running process (spec: replica_id)";
  let description = [{
    ```mlir
    %0 = stablehlo.replica_id : tensor<ui32>
    ```
  }];
  let results = (outs 0DTensorOf<[UI32]>:$result);
  let assemblyFormat = "attr-dict `:` type($result)";
}

def StableHLO_InfeedOp : StableHLO_Op<"infeed", [HLO_Communicates]> {
  let summary = "reads values from the process's infeed (spec: infeed)";
  let description = [{
    Results are the payload, then a token (C1-C3).

    ```mlir
    %0:2 = "stablehlo.infeed"(%token) {infeed_config = ""}
        : (!stablehlo.token) -> (tensor<2x2xi64>, !stablehlo.token)
    ```
  }];
  let arguments = (ins HLO_Token:$token,
                       DefaultValuedStrAttr<StrAttr, "">:$infeed_config,
                       OptionalAttr<ArrayAttr>:$layout);
  let results = (outs Variadic<HLO_TensorOrToken>);
  let hasVerifier = 1;
}

def StableHLO_OutfeedOp : StableHLO_Op<"outfeed", [HLO_Communicates]> {
  let summary = "writes values to the process's outfeed (spec: outfeed)";
  let arguments = (ins Variadic<HLO_Tensor>:$inputs, HLO_Token:$token,
                       DefaultValuedStrAttr<StrAttr, "">:$outfeed_config);
  let results = (outs HLO_Token);
}

def StableHLO_SendOp : StableHLO_Op<"send", [HLO_Communicates]> {
  let summary = "sends values to a channel (spec: send)";
  let description = [{
    ```mlir
    %0 = "stablehlo.send"(%operand, %token) {
      channel_handle = #stablehlo.channel_handle<handle = 1, type = 2>,
      is_host_transfer = true
    } : (tensor<2x2xi64>, !stablehlo.token) -> !stablehlo.token
    ```
  }];
  let arguments = (ins Variadic<HLO_Tensor>:$inputs, HLO_Token:$token,
                       HLO_ChannelHandle:$channel_handle,
                       DefaultValuedOptionalAttr<BoolAttr, "false">:$is_host_transfer,
                       OptionalAttr<HLO_ReplicaGroups>:$source_target_pairs);
  let results = (outs HLO_Token);
  let hasVerifier = 1;
}

def StableHLO_RecvOp : StableHLO_Op<"recv", [HLO_Communicates]> {
  let summary = "receives values from a channel (spec: recv)";
  let description = [{
    Results are the payload, then a token.
  }];
  let arguments = (ins HLO_Token:$token,
                       HLO_ChannelHandle:$channel_handle,
                       DefaultValuedOptionalAttr<BoolAttr, "false">:$is_host_transfer,
                       OptionalAttr<HLO_ReplicaGroups>:$source_target_pairs);
  let results = (outs Variadic<HLO_TensorOrToken>);
  let hasVerifier = 1;
}

def StableHLO_AsyncStartOp : StableHLO_Op<"async_start",
    [HLO_Communicates]> {
  let summary = "runs its body (one collective or slice) asynchronously (spec: async_start)";
  let arguments = (ins Variadic<HLO_Tensor>:$operands);
  let regions = (region SizedRegion<1>:$body);
  let results = (outs HLO_Future:$result);
  let hasVerifier = 1;
}

def StableHLO_AsyncDoneOp : StableHLO_Op<"async_done", [HLO_Communicates]> {
  let summary = "waits for an async_start and returns its values (spec: async_done)";
  let arguments = (ins HLO_Future:$operand);
  let results = (outs Variadic<HLO_Tensor>);
  let hasVerifier = 1;
}
