// A model in the style of IREE's tests/e2e/stablehlo_models
// (mnist_fake_weights.mlir): placeholder weights as #util.byte_pattern
// globals that the compiler must not inline, read through
// util.global.address and util.global.load.indirect; here also a
// util.initializer computing a global, and util.func helpers. Expected
// values by hand: every weight of a layer has the same bits, so the
// logits are all equal and the softmax is 1/5 = 0.2 everywhere (the
// second layer's products, about 1e-73, underflow to 0 in f32).
// RUN: interpreter-translate --interpret --entry=predict --args='[dense<[[1.0, 2.0, 3.0, 4.0]]> : tensor<1x4xf32>]' %s | FileCheck %s
// RUN: interpreter-translate --interpret --interpreter-element-path --entry=predict --args='[dense<[[1.0, 2.0, 3.0, 4.0]]> : tensor<1x4xf32>]' %s | FileCheck %s
// RUN: interpreter-opt --inline --interpreter-fold %s | interpreter-translate --interpret --entry=predict --args='[dense<[[1.0, 2.0, 3.0, 4.0]]> : tensor<1x4xf32>]' | FileCheck %s
// CHECK: tensor<1x5xf32> {
// CHECK: [2.000000e-01, 2.000000e-01, 2.000000e-01, 2.000000e-01, 2.000000e-01]

module {
  util.global private @"__iree_flow___sm_node17__model.layer-1.kernel" {inlining_policy = #util.inline.never} = #util.byte_pattern<1> : tensor<4x3xf32>
  util.global private @"__iree_flow___sm_node18__model.layer-1.bias" {inlining_policy = #util.inline.never} = #util.byte_pattern<2> : tensor<3xf32>
  util.global private @"__iree_flow___sm_node24__model.layer-2.kernel" {inlining_policy = #util.inline.never} = #util.byte_pattern<3> : tensor<3x5xf32>
  util.global private @"__iree_flow___sm_node25__model.layer-2.bias" {inlining_policy = #util.inline.never} = #util.byte_pattern<4> : tensor<5xf32>
  util.global private mutable @temperature : tensor<f32>

  // temperature = sqrt(4) = 2; dividing equal logits keeps them equal.
  util.initializer {
    %four = stablehlo.constant dense<4.0> : tensor<f32>
    %t = stablehlo.sqrt %four : tensor<f32>
    util.global.store %t, @temperature : tensor<f32>
    util.return
  }

  util.func private @dense(%x: tensor<1x?xf32>, %kernel: !util.ptr<tensor<4x3xf32>>, %bias: !util.ptr<tensor<3xf32>>) -> tensor<1x3xf32> {
    %k = util.global.load.indirect %kernel : !util.ptr<tensor<4x3xf32>> -> tensor<4x3xf32>
    %b = util.global.load.indirect %bias : !util.ptr<tensor<3xf32>> -> tensor<3xf32>
    %xs = tensor.cast %x : tensor<1x?xf32> to tensor<1x4xf32>
    %xk = stablehlo.dot %xs, %k : (tensor<1x4xf32>, tensor<4x3xf32>) -> tensor<1x3xf32>
    %bb = stablehlo.broadcast_in_dim %b, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %y = stablehlo.add %xk, %bb : tensor<1x3xf32>
    util.return %y : tensor<1x3xf32>
  }

  func.func @predict(%arg0: tensor<1x4xf32>) -> tensor<1x5xf32> attributes {iree.module.export, iree.reflection = {abi = "sip", abiv = 1 : i32, sip = "I8!S5!k0_0R3!_0"}} {
    %ptr_k1 = util.global.address @"__iree_flow___sm_node17__model.layer-1.kernel" : !util.ptr<tensor<4x3xf32>>
    %ptr_b1 = util.global.address @"__iree_flow___sm_node18__model.layer-1.bias" : !util.ptr<tensor<3xf32>>
    %ptr_k2 = util.global.address @"__iree_flow___sm_node24__model.layer-2.kernel" : !util.ptr<tensor<3x5xf32>>
    %ptr_b2 = util.global.address @"__iree_flow___sm_node25__model.layer-2.bias" : !util.ptr<tensor<5xf32>>
    %0 = stablehlo.constant dense<0.000000e+00> : tensor<1x3xf32>
    %1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = util.global.load.indirect %ptr_b2 : !util.ptr<tensor<5xf32>> -> tensor<5xf32>
    %4 = util.global.load.indirect %ptr_k2 : !util.ptr<tensor<3x5xf32>> -> tensor<3x5xf32>
    %x = tensor.cast %arg0 : tensor<1x4xf32> to tensor<1x?xf32>
    %8 = util.call @dense(%x, %ptr_k1, %ptr_b1) : (tensor<1x?xf32>, !util.ptr<tensor<4x3xf32>>, !util.ptr<tensor<3xf32>>) -> tensor<1x3xf32>
    %11 = stablehlo.maximum %8, %0 : tensor<1x3xf32>
    %12 = stablehlo.dot %11, %4 : (tensor<1x3xf32>, tensor<3x5xf32>) -> tensor<1x5xf32>
    %13 = stablehlo.broadcast_in_dim %3, dims = [1] : (tensor<5xf32>) -> tensor<1x5xf32>
    %14 = stablehlo.add %12, %13 : tensor<1x5xf32>
    %t = util.global.load @temperature : tensor<f32>
    %tb = stablehlo.broadcast_in_dim %t, dims = [] : (tensor<f32>) -> tensor<1x5xf32>
    %logits = stablehlo.divide %14, %tb : tensor<1x5xf32>
    %15 = stablehlo.reduce(%logits init: %1) across dimensions = [1] : (tensor<1x5xf32>, tensor<f32>) -> tensor<1xf32>
     reducer(%arg1: tensor<f32>, %arg2: tensor<f32>)  {
      %22 = stablehlo.maximum %arg1, %arg2 : tensor<f32>
      stablehlo.return %22 : tensor<f32>
    }
    %16 = stablehlo.broadcast_in_dim %15, dims = [0] : (tensor<1xf32>) -> tensor<1x5xf32>
    %17 = stablehlo.subtract %logits, %16 : tensor<1x5xf32>
    %18 = stablehlo.exponential %17 : tensor<1x5xf32>
    %19 = stablehlo.reduce(%18 init: %2) across dimensions = [1] : (tensor<1x5xf32>, tensor<f32>) -> tensor<1xf32>
     reducer(%arg1: tensor<f32>, %arg2: tensor<f32>)  {
      %22 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %22 : tensor<f32>
    }
    %20 = stablehlo.broadcast_in_dim %19, dims = [0] : (tensor<1xf32>) -> tensor<1x5xf32>
    %21 = stablehlo.divide %18, %20 : tensor<1x5xf32>
    return %21 : tensor<1x5xf32>
  }
}
