# includes itself, to the depth limit
admin> join alice
welcome, alice

@include input.t
@verify
| x
alice> transfer 1 A$ to treasury
