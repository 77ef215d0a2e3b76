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
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#all_gather

    In each process group, every process receives the concatenation, along
    all_gather_dim and in group order, of the operands of all members. Process
    groups come from replica_groups: across replicas when there is no channel_id
    or it is <= 0, across replicas and partitions when channel_id > 0, and by
    flattened process ids with use_global_device_ids.

    Example:

    ```mlir
    %r = "stablehlo.all_gather"(%x) {
      all_gather_dim = 1 : i64,
      replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>
    } : (tensor<2x2xi64>) -> tensor<2x4xi64>
    ```

    Constraints:
    (C1) 0 <= all_gather_dim < rank of the operands.
    (C2) replica_groups holds no id twice.
    (C3), (C4) every id in replica_groups lies in [0, number of processes of
      the group kind).
    (C5) use_global_device_ids needs channel_id > 0.
    (C6) each result has its operand type, except that all_gather_dim is
      multiplied by the group size.
  }];
  let arguments = (ins Variadic<HLO_Tensor>:$operands,
                       I64Attr:$all_gather_dim,
                       HLO_ReplicaGroupsOrMeshAxes:$replica_groups,
                       OptionalAttr<HLO_ChannelHandle>:$channel_handle,
                       UnitAttr:$use_global_device_ids);
  let results = (outs Variadic<HLO_Tensor>);
  let hasVerifier = 1;
}

def StableHLO_AllReduceOp : StableHLO_Op<"all_reduce",
    [HLO_Communicates]> {
  let summary = "reduces the operands of each process group (spec: all_reduce)";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#all_reduce

    In each process group, every process receives the element-wise reduction, by
    computation and in group order, of the operands of all members. Process
    groups come from replica_groups: across replicas when there is no channel_id
    or it is <= 0, across replicas and partitions when channel_id > 0, and by
    flattened process ids with use_global_device_ids.

    Example:

    ```mlir
    %r = "stablehlo.all_reduce"(%x) ({
    ^bb0(%a: tensor<i64>, %b: tensor<i64>):
      %s = stablehlo.add %a, %b : tensor<i64>
      stablehlo.return %s : tensor<i64>
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xi64>) -> tensor<4xi64>
    ```

    Constraints:
    (C1) replica_groups holds no id twice.
    (C2), (C3) every id lies in [0, number of processes of the group kind).
    (C4) use_global_device_ids needs channel_id > 0.
    (C5) computation has type (tensor<E>, tensor<E>) -> tensor<E>, with the
      operand element type promotable to E.
    (C6) results have the shapes of the operands.
    (C7) the result element type is E.
  }];
  let arguments = (ins Variadic<HLO_Tensor>:$operands,
                       HLO_ReplicaGroupsOrMeshAxes:$replica_groups,
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
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#reduce_scatter

    Reduces the operands of each process group element-wise with computation,
    splits the reduction along scatter_dimension into one equal part per member,
    and gives the i-th member the i-th part. Process groups come from
    replica_groups: across replicas when there is no channel_id or it is <= 0,
    across replicas and partitions when channel_id > 0, and by flattened process
    ids with use_global_device_ids.

    Example:

    ```mlir
    %r = "stablehlo.reduce_scatter"(%x) ({
    ^bb0(%a: tensor<i64>, %b: tensor<i64>):
      %s = stablehlo.add %a, %b : tensor<i64>
      stablehlo.return %s : tensor<i64>
    }) {scatter_dimension = 0 : i64,
        replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xi64>) -> tensor<2xi64>
    ```

    Constraints:
    (C1) the scatter_dimension size divides by the group size.
    (C2) 0 <= scatter_dimension < rank(operand).
    (C3) replica_groups holds no id twice.
    (C4), (C5) every id lies in [0, number of processes of the group kind).
    (C6) use_global_device_ids needs channel_id > 0.
    (C7) computation has type (tensor<E>, tensor<E>) -> tensor<E>, with the
      operand element type promotable to E.
    (C8) the result has the operand shape with scatter_dimension divided by
      the group size.
    (C9) the result element type is E.
  }];
  let arguments = (ins HLO_Tensor:$operand,
                       I64Attr:$scatter_dimension,
                       HLO_ReplicaGroupsOrMeshAxes:$replica_groups,
                       OptionalAttr<HLO_ChannelHandle>:$channel_handle,
                       UnitAttr:$use_global_device_ids);
  let regions = (region SizedRegion<1>:$computation);
  let results = (outs HLO_Tensor);
  let hasVerifier = 1;
}

def StableHLO_AllToAllOp : StableHLO_Op<"all_to_all", [HLO_Communicates]> {
  let summary = "splits, scatters and concatenates within process groups (spec: all_to_all)";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#all_to_all

    Each process splits its operands along split_dimension into split_count
    parts, sends part i to the i-th member of its group, and concatenates the
    parts it receives, in group order, along concat_dimension. Groups span
    replicas when channel_id <= 0 and partitions otherwise.

    Example:

    ```mlir
    %r = "stablehlo.all_to_all"(%x) {
      split_dimension = 0 : i64, concat_dimension = 0 : i64, split_count = 2 : i64,
      replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>
    } : (tensor<4xi64>) -> tensor<4xi64>
    ```

    Constraints:
    (C1) 0 <= split_dimension < rank of the operands.
    (C2) the split_dimension size divides by split_count.
    (C3) 0 <= concat_dimension < rank of the operands.
    (C4) split_count > 0.
    (C5) replica_groups holds no id twice.
    (C6), (C7) every id lies in [0, number of processes of the group kind).
    (C8) each group has split_count members.
    (C9) each result has its operand type, with split_dimension divided and
      concat_dimension multiplied by split_count.
  }];
  let arguments = (ins Variadic<HLO_Tensor>:$operands,
                       I64Attr:$split_dimension,
                       I64Attr:$concat_dimension,
                       I64Attr:$split_count,
                       HLO_ReplicaGroupsOrMeshAxes:$replica_groups,
                       OptionalAttr<HLO_ChannelHandle>:$channel_handle);
  let results = (outs Variadic<HLO_Tensor>);
  let hasVerifier = 1;
}

def StableHLO_CollectiveBroadcastOp : StableHLO_Op<"collective_broadcast",
    [HLO_Communicates]> {
  let summary = "the first member's operand to every member of its group (spec: collective_broadcast)";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#collective_broadcast

    In each process group, every member receives the operands of the group's
    first member (the source); processes in no group receive zeros. Groups span
    replicas when channel_id <= 0 and partitions otherwise.

    Example:

    ```mlir
    %r = "stablehlo.collective_broadcast"(%x) {
      replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>
    } : (tensor<2xi64>) -> tensor<2xi64>
    ```

    Constraints:
    (C1) replica_groups holds no id twice.
    (C2) every id lies in [0, number of processes of the group kind).
    (C3) without a dynamic root, there is at least one operand and each result
      has its operand type.
    (C4) with a dynamic root, the last operand is a tensor of i32 root ids.
    (C5) there is one result per operand, the root operand aside.
    (C6) a dynamic root lies in [0, group size).
    `has_dynamic_root` (upstream's StableHLO 1.20) says the last operand
    holds the root; the interpreter refuses such an op when it runs, as it
    does collective_reduce's.
  }];
  let arguments = (ins Variadic<HLO_Tensor>:$operands,
                       HLO_ReplicaGroupsOrMeshAxes:$replica_groups,
                       OptionalAttr<HLO_ChannelHandle>:$channel_handle,
                       UnitAttr:$has_dynamic_root);
  let results = (outs Variadic<HLO_Tensor>);
  let hasVerifier = 1;
}

def StableHLO_CollectivePermuteOp : StableHLO_Op<"collective_permute",
    [HLO_Communicates]> {
  let summary = "sends the operand from sources to targets (spec: collective_permute)";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#collective_permute

    For each [source, target] pair the target's result is the source's operand;
    a process that is no target receives zeros. Pairs name replicas when
    channel_id <= 0 and partitions otherwise.

    Example:

    ```mlir
    %r = "stablehlo.collective_permute"(%x) {
      source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>
    } : (tensor<2xi64>) -> tensor<2xi64>
    ```

    Constraints:
    (C1) source_target_pairs has shape [N, 2].
    (C2) no source appears twice.
    (C3) no target appears twice.
    (C4) every id lies in [0, number of processes of the pair kind).
    (C5) result and operand have the same type.
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
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#collective_reduce

    The first member of each process group (the root) receives the element-wise
    reduction of the group's operands by computation; every other process
    receives zeros.

    Example:

    ```mlir
    %r = "stablehlo.collective_reduce"(%x) ({
    ^bb0(%a: tensor<i64>, %b: tensor<i64>):
      %s = stablehlo.add %a, %b : tensor<i64>
      stablehlo.return %s : tensor<i64>
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xi64>) -> tensor<2xi64>
    ```

    Constraints:
    (C1) replica_groups holds no id twice.
    (C2) every id lies in [0, number of processes of the group kind).
    (C3) results have the operand shapes (the root operand aside with a
      dynamic root).
    (C4) computation has type (tensor<E>, tensor<E>) -> tensor<E>, with the
      operand element type promotable to E.
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
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#deprecated-operations

    A deprecated op, outside the specification's op list: all_reduce with
    addition over replica groups. Operand and result have the same type.

    Example:

    ```mlir
    %r = "stablehlo.cross-replica-sum"(%x) {
      replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>
    } : (tensor<2xf32>) -> tensor<2xf32>
    ```
  }];
  let arguments = (ins HLO_Tensor:$operand, HLO_ReplicaGroups:$replica_groups);
  let results = (outs HLO_Tensor);
}

def StableHLO_PartitionIdOp : StableHLO_Op<"partition_id", [HLO_Communicates]> {
  let summary = "the partition_id of the running process (spec: partition_id)";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#partition_id

    The partition id of the running process, a scalar ui32.

    Example:

    ```mlir
    %r = stablehlo.partition_id : tensor<ui32>
    ```
  }];
  let results = (outs 0DTensorOf<[UI32]>:$result);
  let assemblyFormat = "attr-dict `:` type($result)";
}

def StableHLO_ReplicaIdOp : StableHLO_Op<"replica_id", [HLO_Communicates]> {
  let summary = "the replica_id of the running process (spec: replica_id)";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#replica_id

    The replica id of the running process, a scalar ui32.

    Example:

    ```mlir
    %r = stablehlo.replica_id : tensor<ui32>
    ```
  }];
  let results = (outs 0DTensorOf<[UI32]>:$result);
  let assemblyFormat = "attr-dict `:` type($result)";
}

def StableHLO_InfeedOp : StableHLO_Op<"infeed", [HLO_Communicates]> {
  let summary = "reads values from the process's infeed (spec: infeed)";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#infeed

    Reads the next values from the process's infeed after the token's effects;
    infeed_config is implementation-defined. The results are the values read,
    then a token.

    Example:

    ```mlir
    %r:2 = "stablehlo.infeed"(%t) {infeed_config = ""}
        : (!stablehlo.token) -> (tensor<2xi64>, !stablehlo.token)
    ```

    Constraints:
    (C1) there is at least one result.
    (C2) the results before the last are tensors.
    (C3) the last result is a token.
  }];
  let arguments = (ins HLO_Token:$token,
                       DefaultValuedStrAttr<StrAttr, "">:$infeed_config,
                       OptionalAttr<ArrayAttr>:$layout);
  let results = (outs Variadic<HLO_TensorOrToken>);
  let hasVerifier = 1;
}

def StableHLO_OutfeedOp : StableHLO_Op<"outfeed", [HLO_Communicates]> {
  let summary = "writes values to the process's outfeed (spec: outfeed)";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#outfeed

    Writes the inputs to the process's outfeed after the token's effects and
    returns a token; outfeed_config is implementation-defined.

    Example:

    ```mlir
    %r = "stablehlo.outfeed"(%x, %t) {outfeed_config = ""}
        : (tensor<2xi64>, !stablehlo.token) -> !stablehlo.token
    ```
  }];
  let arguments = (ins Variadic<HLO_Tensor>:$inputs, HLO_Token:$token,
                       DefaultValuedStrAttr<StrAttr, "">:$outfeed_config);
  let results = (outs HLO_Token);
}

def StableHLO_SendOp : StableHLO_Op<"send", [HLO_Communicates]> {
  let summary = "sends values to a channel (spec: send)";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#send

    Sends the inputs on the channel channel_handle (to the host when
    is_host_transfer is set) after the token's effects, and returns a token.

    Example:

    ```mlir
    %r = "stablehlo.send"(%x, %t) {
      channel_handle = #stablehlo.channel_handle<handle = 1, type = 2>,
      is_host_transfer = true
    } : (tensor<2xi64>, !stablehlo.token) -> !stablehlo.token
    ```

    Constraints:
    (C1), (C2), (C3), (C4) source_target_pairs, when given, has shape [N, 2],
      no repeated source or target, and ids in range.
    (C5) the channel type is DEVICE_TO_HOST (2) for a host transfer,
      DEVICE_TO_DEVICE (1) otherwise.
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
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#recv

    Receives values from the channel channel_handle (from the host when
    is_host_transfer is set) after the token's effects. The results are the
    values, then a token.

    Example:

    ```mlir
    %r:2 = "stablehlo.recv"(%t) {
      channel_handle = #stablehlo.channel_handle<handle = 1, type = 3>,
      is_host_transfer = true
    } : (!stablehlo.token) -> (tensor<2xi64>, !stablehlo.token)
    ```

    Constraints:
    (C1), (C2), (C3), (C4) source_target_pairs, when given, has shape [N, 2],
      no repeated source or target, and ids in range.
    (C5) the channel type is HOST_TO_DEVICE (3) for a host transfer,
      DEVICE_TO_DEVICE (1) otherwise.
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
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#async_start

    Starts the one op of its body (a collective or a slice) on its operands,
    which the body receives as block arguments, without waiting for it, and
    returns a future of its results; async_done waits for them.

    Example:

    ```mlir
    %f = "stablehlo.async_start"(%x) ({
    ^bb0(%y: tensor<2xi64>):
      %g = "stablehlo.all_gather"(%y) {all_gather_dim = 0 : i64,
        replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xi64>) -> tensor<4xi64>
      stablehlo.return %g : tensor<4xi64>
    }) : (tensor<2xi64>) -> !stablehlo.future<tensor<4xi64>>
    %r = "stablehlo.async_done"(%f) : (!stablehlo.future<tensor<4xi64>>) -> tensor<4xi64>
    ```

    Constraints:
    (C1) the body holds one op and a return.
    (C2) that op is a collective (all_reduce, all_gather, all_to_all,
      collective_permute, reduce_scatter, collective_broadcast) or slice,
      dynamic_slice, dynamic_update_slice.
    (C3) the body arguments have the types of the operands of async_start.
    (C4) the result is future<T> where T are the result types of that op.
  }];
  let arguments = (ins Variadic<HLO_Tensor>:$operands);
  let regions = (region SizedRegion<1>:$body);
  let results = (outs HLO_Future:$result);
  let hasVerifier = 1;
}

def StableHLO_AsyncDoneOp : StableHLO_Op<"async_done", [HLO_Communicates]> {
  let summary = "waits for an async_start and returns its values (spec: async_done)";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#async_done

    Waits for the async_start that made its future and returns that op's results
    (async_start has an example of the pair).

    Example:

    ```mlir
    %r = "stablehlo.async_done"(%f) : (!stablehlo.future<tensor<4xi64>>) -> tensor<4xi64>
    ```

    Constraints:
    (C1) a future<T> operand gives results of types T.
  }];
  let arguments = (ins HLO_Future:$operand);
  let results = (outs Variadic<HLO_Tensor>);
  let hasVerifier = 1;
}
