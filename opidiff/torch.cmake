# PyTorch baseline (libtorch): binds aten tests to a schema overload and runs
# aten ops and torch.nn modules on the CPU for the expected values.
# <torch/torch.h> is included by TorchModules.cpp only (it compiles slowly).

# UnsupportedError's definition, shared by every stage. LLVM is the shared
# libLLVM (Debian's LLVM links the dylib; the static LLVMSupport's link
# interface wants zstd::libzstd_shared and would duplicate libLLVM's globals).
add_library(OpidiffErrors STATIC Errors.cpp)
target_link_libraries(OpidiffErrors PUBLIC LLVM)

# GLOBAL: tools/opidiff2mlir links these targets from another folder.
find_package(Torch REQUIRED CONFIG GLOBAL)

add_library(OpidiffTorch STATIC
  torch/TorchBaseline.cpp
  torch/TorchModules.cpp
  torch/TorchNames.cpp
  torch/TorchScript.cpp
)
target_compile_options(OpidiffTorch PRIVATE -fexceptions)
# File by file: libtorch's c10::ArrayRef and LLVM's llvm::ArrayRef meet in
# one unity batch (the files say `using namespace llvm`).
set_target_properties(OpidiffTorch PROPERTIES UNITY_BUILD OFF)
# OpidiffCore (loader.cmake, included first) has Model.cpp.
target_link_libraries(OpidiffTorch PUBLIC OpidiffCore OpidiffErrors
  ${TORCH_LIBRARIES} LLVM)

find_package(GTest REQUIRED)
add_executable(opidiff-torch-tests
  ${PROJECT_SOURCE_DIR}/tests/unit/opidiff/TorchBaselineTest.cpp)
target_compile_options(opidiff-torch-tests PRIVATE -fexceptions)
target_link_libraries(opidiff-torch-tests PRIVATE OpidiffTorch GTest::gtest
  GTest::gtest_main)
add_test(NAME opidiff-torch COMMAND opidiff-torch-tests)
