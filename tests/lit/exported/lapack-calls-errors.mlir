// A LAPACK custom call that does not fit its kernel's contract is an error
// at the op naming the target and what does not fit.
// RUN: interpreter-translate --interpret -split-input-file -verify-diagnostics %s

func.func @main() {
  %x = stablehlo.constant dense<1.0> : tensor<2x2xf32>
  // expected-error @+1 {{custom_call @lapack_sfoo_ffi: not a LAPACK routine the interpreter knows (it runs lapack_<s|d|c|z><routine>_ffi for potrf, getrf, geqrf, geqp3, orgqr, ungqr, syevd, heevd, geev, gees, gehrd, sytrd, hetrd, gesdd, gesvd, trsm, gtsv)}}
  %y = stablehlo.custom_call @lapack_sfoo_ffi(%x) : (tensor<2x2xf32>) -> tensor<2x2xf32>
  func.return
}

// -----

func.func @main() {
  %x = stablehlo.constant dense<1.0> : tensor<2x2xf64>
  // expected-error @+1 {{custom_call @lapack_spotrf_ffi takes f32 matrices, got 'tensor<2x2xf64>'}}
  %y:2 = stablehlo.custom_call @lapack_spotrf_ffi(%x) {mhlo.backend_config = {uplo = 76 : ui8}} : (tensor<2x2xf64>) -> (tensor<2x2xf64>, tensor<i32>)
  func.return
}

// -----

func.func @main() {
  %x = stablehlo.constant dense<(1.0, 0.0)> : tensor<2x2xcomplex<f32>>
  // expected-error @+1 {{custom_call @lapack_corgqr_ffi: LAPACK has no corgqr (the routine is real-only)}}
  %y = stablehlo.custom_call @lapack_corgqr_ffi(%x, %x) : (tensor<2x2xcomplex<f32>>, tensor<2x2xcomplex<f32>>) -> tensor<2x2xcomplex<f32>>
  func.return
}

// -----

func.func @main() {
  %x = stablehlo.constant dense<1.0> : tensor<2x2xf32>
  // expected-error @+1 {{custom_call @lapack_spotrf_ffi: mhlo.backend_config needs `uplo` (one of 'LU')}}
  %y:2 = stablehlo.custom_call @lapack_spotrf_ffi(%x) {mhlo.backend_config = {}} : (tensor<2x2xf32>) -> (tensor<2x2xf32>, tensor<i32>)
  func.return
}

// -----

func.func @main() {
  %x = stablehlo.constant dense<1.0> : tensor<2x2xf32>
  // expected-error @+1 {{custom_call @lapack_spotrf_ffi: `uplo = 88` is not one of the kernel's values (the character codes of 'LU')}}
  %y:2 = stablehlo.custom_call @lapack_spotrf_ffi(%x) {mhlo.backend_config = {uplo = 88 : ui8}} : (tensor<2x2xf32>) -> (tensor<2x2xf32>, tensor<i32>)
  func.return
}

// -----

func.func @main() {
  %x = stablehlo.constant dense<1.0> : tensor<2x2xf32>
  // expected-error @+1 {{custom_call @lapack_sgetrf_ffi: the kernel takes no attribute `uplo`}}
  %y:3 = stablehlo.custom_call @lapack_sgetrf_ffi(%x) {mhlo.backend_config = {uplo = 76 : ui8}} : (tensor<2x2xf32>) -> (tensor<2x2xf32>, tensor<2xi32>, tensor<i32>)
  func.return
}

// -----

func.func @main() {
  %x = stablehlo.constant dense<1.0> : tensor<2x3xf32>
  // expected-error @+1 {{custom_call @lapack_sgetrf_ffi: result 1 (pivots) must be 'tensor<2xi32>', the op declares 'tensor<3xi32>'}}
  %y:3 = stablehlo.custom_call @lapack_sgetrf_ffi(%x) {mhlo.backend_config = {}} : (tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<3xi32>, tensor<i32>)
  func.return
}

// -----

func.func @main() {
  %x = stablehlo.constant dense<1.0> : tensor<2x2xf32>
  // expected-error @+1 {{custom_call @lapack_sgeqrf_ffi: has 2 result(s) in the kernel's contract, the op has 1}}
  %y = stablehlo.custom_call @lapack_sgeqrf_ffi(%x) {mhlo.backend_config = {}} : (tensor<2x2xf32>) -> tensor<2x2xf32>
  func.return
}

// -----

func.func @main() {
  %x = stablehlo.constant dense<1.0> : tensor<3x2x2xf32>
  // expected-error @+1 {{custom_call @lapack_sgeqrf_ffi: num_batch_dims = 2 does not fit 'tensor<3x2x2xf32>' (expected 1)}}
  %y:2 = stablehlo.custom_call @lapack_sgeqrf_ffi(%x) {mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "2"}} : (tensor<3x2x2xf32>) -> (tensor<3x2x2xf32>, tensor<3x2xf32>)
  func.return
}

// -----

func.func @main() {
  %x = stablehlo.constant dense<1.0> : tensor<4x4xf32>
  // expected-error @+1 {{custom_call @lapack_sgees_ffi: `sort` = 'S' (eigenvalues ordered by a selection function) is not supported; JAX's kernel does not implement it either}}
  %y:6 = stablehlo.custom_call @lapack_sgees_ffi(%x) {mhlo.backend_config = {mode = 86 : ui8, sort = 83 : ui8}} : (tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<i32>, tensor<i32>)
  func.return
}

// -----

func.func @main() {
  %x = stablehlo.constant dense<1.0> : tensor<4x4xf32>
  // expected-error @+1 {{custom_call @lapack_sgehrd_ffi: needs 1 <= low <= max(1, n) and min(low, n) <= high <= n for n = 4, got low = 0, high = 4}}
  %y:3 = stablehlo.custom_call @lapack_sgehrd_ffi(%x) {mhlo.backend_config = {high = 4 : i32, low = 0 : i32}} : (tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<3xf32>, tensor<i32>)
  func.return
}

// -----

func.func @main() {
  %x = stablehlo.constant dense<1.0> : tensor<4x4xf32>
  %b = stablehlo.constant dense<1.0> : tensor<3x5xf32>
  // expected-error @+1 {{custom_call @lapack_strsm_ffi: a (operand 0) must be 'tensor<3x3xf32>', got 'tensor<4x4xf32>'}}
  %y = stablehlo.custom_call @lapack_strsm_ffi(%x, %b) {mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}} : (tensor<4x4xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
  func.return
}

// -----

// The pre-FFI syevd: lower, batch, n, then the matrix; n must fit it.
func.func @main() {
  %lower = stablehlo.constant dense<1> : tensor<i32>
  %b = stablehlo.constant dense<1> : tensor<i32>
  %n = stablehlo.constant dense<3> : tensor<i32>
  %x = stablehlo.constant dense<1.0> : tensor<2x2xf32>
  // expected-error @+1 {{custom_call @lapack_ssyevd: operand `n` = 3 does not fit the matrix 'tensor<2x2xf32>'}}
  %r:5 = stablehlo.custom_call @lapack_ssyevd(%lower, %b, %n, %x) : (tensor<i32>, tensor<i32>, tensor<i32>, tensor<2x2xf32>) -> (tensor<2x2xf32>, tensor<2xf32>, tensor<i32>, tensor<16xf32>, tensor<8xi32>)
  func.return
}

// -----

// The pre-FFI geev lists three workspaces before wr, wi, vl, vr and info.
func.func @main() {
  %b = stablehlo.constant dense<1> : tensor<i32>
  %n = stablehlo.constant dense<2> : tensor<i32>
  %v = stablehlo.constant dense<86> : tensor<ui8>
  %x = stablehlo.constant dense<1.0> : tensor<2x2xf32>
  // expected-error @+1 {{custom_call @lapack_sgeev: has the results (work, work, work, wr, wi, vl, vr, info), the op has 5}}
  %r:5 = stablehlo.custom_call @lapack_sgeev(%b, %n, %v, %v, %x) : (tensor<i32>, tensor<i32>, tensor<ui8>, tensor<ui8>, tensor<2x2xf32>) -> (tensor<2xf32>, tensor<2xf32>, tensor<2x2xcomplex<f32>>, tensor<2x2xcomplex<f32>>, tensor<i32>)
  func.return
}

// -----

// A job that is not 'V' or 'N'.
func.func @main() {
  %b = stablehlo.constant dense<1> : tensor<i32>
  %n = stablehlo.constant dense<2> : tensor<i32>
  %v = stablehlo.constant dense<86> : tensor<ui8>
  %q = stablehlo.constant dense<81> : tensor<ui8>
  %x = stablehlo.constant dense<1.0> : tensor<2x2xf64>
  // expected-error @+1 {{custom_call @lapack_dgees: `mode = 81` is not one of the kernel's values (the character codes of 'VN')}}
  %r:6 = stablehlo.custom_call @lapack_dgees(%b, %n, %q, %v, %x) : (tensor<i32>, tensor<i32>, tensor<ui8>, tensor<ui8>, tensor<2x2xf64>) -> (tensor<2x2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2x2xf64>, tensor<i32>, tensor<i32>)
  func.return
}

// -----

// The pre-FFI sytrd's lda must be that of the row-major matrices.
func.func @main() {
  %n = stablehlo.constant dense<2> : tensor<i32>
  %lower = stablehlo.constant dense<0> : tensor<i32>
  %lda = stablehlo.constant dense<4> : tensor<i32>
  %b = stablehlo.constant dense<1> : tensor<i32>
  %lwork = stablehlo.constant dense<8> : tensor<i32>
  %x = stablehlo.constant dense<1.0> : tensor<2x2xf32>
  // expected-error @+1 {{custom_call @lapack_ssytrd: operand `lda` = 4 is not max(1, n) = 2}}
  %r:6 = stablehlo.custom_call @lapack_ssytrd(%n, %lower, %lda, %b, %lwork, %x) : (tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<2x2xf32>) -> (tensor<2x2xf32>, tensor<2xf32>, tensor<1xf32>, tensor<1xf32>, tensor<i32>, tensor<8xf32>)
  func.return
}

// -----

// The polar SVD is cuSOLVER's alone.
func.func @main() {
  %x = stablehlo.constant dense<1.0> : tensor<2x2xf32>
  // expected-error @+1 {{custom_call @hipsolver_gesvdp_ffi: not a GPU solver the interpreter knows}}
  %r:5 = stablehlo.custom_call @hipsolver_gesvdp_ffi(%x) {mhlo.backend_config = {compute_uv = true, full_matrices = true}} : (tensor<2x2xf32>) -> (tensor<2x2xf32>, tensor<2xf32>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<i32>)
  func.return
}

// -----

// gtsv2 takes dl, d, du and b.
func.func @main() {
  %d = stablehlo.constant dense<1.0> : tensor<3xf32>
  %b = stablehlo.constant dense<1.0> : tensor<3x1xf32>
  // expected-error @+1 {{custom_call @cusparse_gtsv2_ffi takes (dl, d, du, b), got 3 operands}}
  %x = stablehlo.custom_call @cusparse_gtsv2_ffi(%d, %d, %b) : (tensor<3xf32>, tensor<3xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
  func.return
}
