"""Numinous Healer (2130625), Normal Trap: its player gains 1000 LP, then 500 LP for each "Numinous
Healer" in their GY.

Sources, in our words: the card's text (PSV-023, 2002: "increase your Life Points by 1000 points.
Then, increase ... by 500 points for each Numinous Healer in your Graveyard"; today's the same: no
ERAS entry); seed 004 §连锁和咒文速度 (a chain resolves from its last link); the rule the engine keeps
from round 55y (tests/rules/test_resolved_cards_go_to_the_gy_when_the_chain_ends_r55y.py: 2004 OCG
expert rule, a resolved Normal Trap stays on the field until the whole chain has resolved): a copy
never counts itself, nor a copy that resolved earlier in the same chain; seed 000 §陷阱卡 (a Trap cannot be activated the turn it is Set)."""

from duelist.testing.reads import grave, lp, of_type
from duelist.testing.scenario import Script, Table

NH = "Numinous Healer"


def _pass_all(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def test_numinous_healer_counts_the_copies_in_my_gy():
    """Q: with 2 Numinous Healer in my GY (4000 LP) I activate a third. A: I gain 1000, then 1000
    more (2 x 500): 6000 LP; the log holds the two gains in that order."""
    table = Table(rules="GOAT", turn=3, turn_player=0, lp=(4000, 8000))
    table.grave(0, NH, NH)
    table.spell_trap(0, NH)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", NH)
    _pass_all(duel, s)
    assert lp(duel) == (6000, 8000)
    assert [e["amount"] for e in of_type(duel, "recover") if e["player"] == 0] == [1000, 1000]
    assert grave(duel, 0) == [NH, NH, NH]


def test_numinous_healer_alone_gains_1000_and_not_the_turn_it_is_set():
    """Q: my GY holds no Numinous Healer; (1) my Healer was Set on an earlier turn; (2) I Set it this
    turn. A: (1) it does not count itself (it is on the field as it resolves): 1000 LP only; (2) it
    cannot be activated this turn."""
    table = Table(rules="GOAT", turn=3, turn_player=0, lp=(4000, 8000))
    table.spell_trap(0, NH)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", NH)
    _pass_all(duel, s)
    assert lp(duel) == (5000, 8000)

    table = Table(rules="GOAT", turn=3, turn_player=0, lp=(4000, 8000))
    table.spell_trap(0, NH, set_this_turn=True)
    duel = table.build()
    assert not Script(duel).has("activate", NH)


def test_numinous_healer_chained_to_another_copy():
    """Q: I activate Numinous Healer and chain my second Numinous Healer to it (none in my GY, 4000
    LP). A: link 2 resolves first: 1000; it stays on the field until the chain is over, so link 1
    counts no copy either: 1000. 6000 LP in all, and both are in my GY afterwards."""
    table = Table(rules="GOAT", turn=3, turn_player=0, lp=(4000, 8000))
    first = table.spell_trap(0, NH)
    second = table.spell_trap(0, NH)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", first)
    if duel.request.kind == "chain" and duel.request.player == 1:
        s.pick("pass", player=1)
    s.pick("activate", second, player=0, request="chain")
    _pass_all(duel, s)
    assert [e["amount"] for e in of_type(duel, "recover") if e["player"] == 0] == [1000, 1000]
    assert lp(duel) == (6000, 8000)
    assert grave(duel, 0) == [NH, NH]
