"""Skull Invitation (98139712), Continuous Trap: each time cards are sent to the GY (from anywhere),
each card's owner takes 300 damage for it.

Sources, read in our words: yugioh-wiki.net 《死霊の誘い》 (the OCG text: each card sent to the GY costs
its owner 300; any card from any place: a resolved Spell, a discard, a Tribute; FAQ 13/04/11: the
damage makes no chain link; a discard cost is burnt as it is paid, before the chain resolves);
Tokens never reach the GY (seed 000 §衍生物). As Fatal Abacus (tests/cards/test_fatal_abacus_r55i.py),
one batch is one application, and a Skull Invitation that leaves the field with the cards of its
batch does not burn for them (our reading). The 2005 text (PSV) does the same: no ERAS entry."""

from duelist.testing.reads import grave, lp, of_type
from duelist.testing.scenario import Script, Table

SI = "Skull Invitation"


def _pass(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _table(setup):
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(0, SI)
    table.deck(0, ["Battle Ox"] * 6)
    table.deck(1, ["Battle Ox"] * 6)
    setup(table)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", SI, request="idle")
    _pass(duel, s)
    return duel, s


def test_skull_invitation_burns_a_resolved_spell_and_destroyed_monsters():
    """Q: my Skull Invitation is active; I activate Dark Hole, which destroys my Battle Ox and my
    opponent's Summoned Skull and Celtic Guardian. A: I take 300 for my Ox and 300 for Dark Hole
    itself; my opponent 600 for their two monsters: 7400 / 7400."""
    def setup(t):
        t.hand(0, "Dark Hole")
        t.monster(0, "Battle Ox")
        t.monster(1, "Summoned Skull")
        t.monster(1, "Celtic Guardian", position="set")
    duel, s = _table(setup)
    s.pick("activate", "Dark Hole", request="idle")
    _pass(duel, s)
    assert sorted(grave(duel, 0)) == ["Battle Ox", "Dark Hole"]
    assert lp(duel) == (7400, 7400)
    # no chain link of its own: the only one named Skull Invitation is its activation
    assert len([e for e in of_type(duel, "chain") if e.get("name") == SI]) == 1


def test_skull_invitation_burns_discards():
    """Q: my Skull Invitation is active; I activate Graceful Charity (draw 3, discard 2). A: I take 300
    for each discarded card and 300 for the Charity: 900."""
    def setup(t):
        t.hand(0, "Graceful Charity")
    duel, s = _table(setup)
    s.pick("activate", "Graceful Charity", request="idle")
    _pass(duel, s)
    while duel.request.kind in ("discard", "select"):
        s.pick(duel.request.options[0].kind, first=True, player=0)
    _pass(duel, s)
    assert len(grave(duel, 0)) == 3 and lp(duel) == (7100, 8000)


def test_skull_invitation_a_discard_cost_burns_as_it_is_paid():
    """Q: my Skull Invitation is active; I activate Pot of Greed; my opponent chains Magic Jammer,
    discarding Battle Ox. A: they take 300 as the cost is paid (before the chain resolves), then 300
    for Magic Jammer; I take 300 for my negated Pot of Greed (yugioh-wiki FAQ on a chained Magic
    Jammer): 7700 / 7400."""
    def setup(t):
        t.hand(0, "Pot of Greed")
        t.spell_trap(1, "Magic Jammer")
        t.hand(1, "Battle Ox")
    duel, s = _table(setup)
    start = len(duel.log)
    s.pick("activate", "Pot of Greed", request="idle")
    s.pick("activate", "Magic Jammer", player=1, request="chain")
    while duel.request.kind in ("discard", "select", "target"):
        s.pick(duel.request.options[0].kind, "Battle Ox", player=1)
    _pass(duel, s)
    steps = [(e["type"], e.get("player"), e.get("amount")) for e in duel.log[start:]
             if e["type"] in ("damage", "resolve")]
    # the cost's 300 comes before anything resolves; then the Pot's, then the Jammer's
    assert steps == [("damage", 1, 300), ("resolve", None, None), ("damage", 0, 300),
                     ("resolve", None, None), ("damage", 1, 300)]
    assert lp(duel) == (7700, 7400)
    assert grave(duel, 0) == ["Pot of Greed"]


def test_skull_invitation_ignores_tokens():
    """Q: my Skull Invitation is active; I activate Scapegoat, then Dark Hole destroys my four Sheep
    Tokens. A: Tokens never reach the GY: only the two Spells burn me (300 each)."""
    def setup(t):
        t.hand(0, "Scapegoat", "Dark Hole")
    duel, s = _table(setup)
    s.pick("activate", "Scapegoat", request="idle")
    _pass(duel, s)
    assert lp(duel) == (7700, 8000)             # Scapegoat itself
    s.pick("activate", "Dark Hole", request="idle")
    _pass(duel, s)
    assert lp(duel) == (7400, 8000)


def test_skull_invitation_destroyed_with_other_cards_does_not_burn_for_them():
    """Q: my Skull Invitation is active beside my Set Mirror Force; my opponent has a Set Trap Hole. I
    activate Heavy Storm. A: Skull Invitation leaves the field with the cards of that batch: no damage for them, nor
    for Heavy Storm, which reaches the GY after it (our reading, as Fatal Abacus)."""
    def setup(t):
        t.hand(0, "Heavy Storm")
        t.spell_trap(0, "Mirror Force")
        t.spell_trap(1, "Trap Hole")
    duel, s = _table(setup)
    s.pick("activate", "Heavy Storm", request="idle")
    _pass(duel, s)
    assert sorted(grave(duel, 0)) == sorted(["Heavy Storm", "Mirror Force", SI])
    assert grave(duel, 1) == ["Trap Hole"] and lp(duel) == (8000, 8000)
