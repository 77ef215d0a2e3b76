"""pytest set-up for the shlo module's tests: `slow` marks the conformance
run (ctest runs it as its own test)."""


def pytest_configure(config):
    config.addinivalue_line("markers",
                            "slow: runs the shared conformance sample")
