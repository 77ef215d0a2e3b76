# Fails to import: a syntax error on line 3.
import torch
def oops(:
    pass
