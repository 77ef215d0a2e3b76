# Lowering of the opidiff library: a TestCase with its BoundCall (aten) or module
# spec and the baseline's values -> func.func of stablehlo and check ops,
# built with mlir::OpBuilder so the dialect's verifiers check every op.
# No exceptions needed; does not depend on libtorch.

# UnsupportedError's definition lives in Errors.cpp, whose library torch.cmake
# defines; without that stage, define it here.
if(NOT TARGET OpidiffErrors AND
   NOT EXISTS ${CMAKE_CURRENT_SOURCE_DIR}/torch.cmake)
  add_library(OpidiffErrors STATIC Errors.cpp)
  target_link_libraries(OpidiffErrors PUBLIC LLVM)
endif()

add_library(OpidiffLowering STATIC
  lowering/TorchTypes.cpp
  lowering/Lowering.cpp
  lowering/LowerCommon.cpp
  lowering/LowerElementwise.cpp
  lowering/LowerReductions.cpp
  lowering/LowerShape.cpp
  lowering/LowerNN.cpp
  lowering/LowerSpectral.cpp
  lowering/LowerModules.cpp
  lowering/LowerScript.cpp
)
add_dependencies(OpidiffLowering ShloStablehloIncGen ShloCheckIncGen
  ShloInterpreterOpsIncGen)
target_link_libraries(OpidiffLowering PUBLIC OpidiffErrors ShloDialects
  MLIRFuncDialect MLIRIR)
if(TARGET OpidiffCore)
  target_link_libraries(OpidiffLowering PUBLIC OpidiffCore)
endif()

find_package(GTest)
if(GTest_FOUND)
  add_executable(opidiff-lowering-tests
    ${PROJECT_SOURCE_DIR}/tests/unit/opidiff/LoweringTest.cpp)
  target_link_libraries(opidiff-lowering-tests PRIVATE OpidiffLowering
    ShloInterpreter GTest::gtest GTest::gtest_main)
  add_test(NAME opidiff-lowering COMMAND opidiff-lowering-tests)
endif()
