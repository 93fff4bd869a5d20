"""Rule blocks shared by the two board editions (Crooked Cash and Cheaters).

A board game is a stack of open decisions (`state.Frame`) over plain state
(`state.BoardState`). Each block defines its kinds of frame, one dataclass each with named
fields, and lists them in its `FRAMES` (`edition.FrameType`): how a frame advances on its
own, who decides when it cannot, what that seat may do and what each choice does. An
edition (`edition.Edition`) supplies its tables (spaces, prices), its money
(`money.Money`: notes for Crooked Cash, plain amounts for Cheaters) and the hooks where
the two games differ (what a space does, how a bankrupt player's things are shared out).

Blocks: `turn` (dice, doubles, the third double), `movement` (GO salary, Jail), `jail`,
`purchase` (buy or auction), `auction`, `rent` (asked for by the owner), `hotels` (limited
supply, the last-hotel auction), `sales` and `debt` (raising money, bankruptcy), `trade`,
`between` (the window before each roll), `each` (money between one player and all the
others), `scoring` (end-of-game rents), `cash` (plain money).
"""
