"""Triangle Ecstasy Spark: Normal Spell, activated only while its player controls a face-up
"Harpie Lady Sisters": those Sisters have 2700 ATK until the end of the turn; for the rest of the
turn the opponent cannot activate Trap Cards, and the effects of the face-up Traps they control
are negated.

Sources: the card's text (RDS 2005, in our words; kperovic.com's Rise of Destiny review: 2700
ATK for the Sisters and a lock on the opponent's Traps); yugioh-wiki.net 《ハーピィ・レディ三姉妹》
(its support card); seed 000 §連鎖 (the lock is the resolution's: a Trap chained to the
activation itself may still be activated); Magic Jammer's text (a Counter Trap that negates a
Spell's activation, discarding 1 card as its cost)."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table


def _pass(s):
    while s.duel.request.kind == "chain":
        s.pick("pass")


def _sisters_atk(duel):
    return [duel.atk(c) for c in duel.monsters(0) if c.name == "Harpie Lady Sisters"]


def _table(rules="GOAT", phase="main1"):
    table = Table(rules=rules, turn=3, turn_player=0, phase=phase)
    table.monster(0, "Harpie Lady Sisters")
    table.hand(0, "Triangle Ecstasy Spark")
    return table


def test_triangle_ecstasy_spark_sisters_have_2700_until_the_end_of_the_turn():
    """Q: I activate Triangle Ecstasy Spark with Harpie Lady Sisters (1950) on my field. A: they
    have 2700 ATK this turn; in my opponent's next turn, 1950 again."""
    table = _table()
    table.deck(1, ["Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Triangle Ecstasy Spark", request="idle")
    _pass(s)
    assert _sisters_atk(duel) == [2700] and grave(duel, 0) == ["Triangle Ecstasy Spark"]
    s.end_turn()
    while duel.request.player != 1 or duel.request.kind != "idle":
        s.pick("pass")
    assert duel.turn == 4 and _sisters_atk(duel) == [1950]


def test_triangle_ecstasy_spark_keeps_mirror_force_from_being_activated():
    """Q: after Triangle Ecstasy Spark resolved, my Sisters attack; my opponent has a Set Mirror
    Force. A: they cannot activate it this turn: the Sisters (2700) destroy Battle Ox and my
    opponent takes 1000."""
    table = _table()
    table.monster(1, "Battle Ox")
    mirror = table.spell_trap(1, "Mirror Force")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Triangle Ecstasy Spark", request="idle")
    _pass(s)
    s.pick("battle")
    _pass(s)
    s.pick("attack", "Harpie Lady Sisters", target="Battle Ox", request="battle")
    assert not (duel.request.kind == "chain" and duel.request.player == 1 and
                any(o.kind == "activate" for o in duel.request.options))
    while duel.request.kind != "battle":
        s.pick("pass")
    assert lp(duel) == (8000, 7000) and grave(duel, 1) == ["Battle Ox"]
    assert mirror.card(duel).location == "szone"


def test_triangle_ecstasy_spark_negates_the_opponents_face_up_gravity_bind():
    """Q: my opponent's Gravity Bind (face-up) keeps my Level 6 Sisters from attacking. I activate
    Triangle Ecstasy Spark. A: Gravity Bind's effect is negated this turn: the Sisters may attack
    and hit directly for 2700."""
    table = _table()
    table.spell_trap(1, "Gravity Bind", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("battle", request="idle")
    _pass(s)
    assert not s.has("attack", "Harpie Lady Sisters")      # without the Spark: no attack
    table = _table()
    table.spell_trap(1, "Gravity Bind", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Triangle Ecstasy Spark", request="idle")
    _pass(s)
    s.pick("battle")
    _pass(s)
    s.pick("attack", "Harpie Lady Sisters", target="player", request="battle")
    while duel.request.kind != "battle":
        s.pick("pass")
    assert lp(duel) == (8000, 5300)


def test_triangle_ecstasy_spark_needs_face_up_sisters_of_its_player():
    """Q: may I activate it with no Sisters, or when only my opponent controls them? A: no.
    (Round 55q: no ruling found; the activation condition is our reading -- a card whose first
    effect changes only "Harpie Lady Sisters" you control needs one to change -- and its 2005
    and today's texts were not available to check it.)"""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Triangle Ecstasy Spark")
    table.monster(0, "Harpie Lady")
    table.monster(1, "Harpie Lady Sisters")
    duel = table.build()
    assert not Script(duel).has("activate", "Triangle Ecstasy Spark")


def test_triangle_ecstasy_spark_can_be_answered_by_a_trap_in_chain():
    """Q: I activate Triangle Ecstasy Spark; my opponent chains Magic Jammer (a Counter Trap),
    discarding Battle Ox. A: allowed: the lock only begins as the Spark resolves; the Spark is
    negated: the Sisters keep 1950 ATK."""
    table = _table()
    table.spell_trap(1, "Magic Jammer")
    table.hand(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Triangle Ecstasy Spark", request="idle")
    s.pick("activate", "Magic Jammer", player=1, request="chain")
    if duel.request.kind == "select":
        s.pick("select", "Battle Ox", player=1)
    _pass(s)
    assert _sisters_atk(duel) == [1950]
    assert sorted(grave(duel, 1)) == ["Battle Ox", "Magic Jammer"] and grave(duel, 0) == ["Triangle Ecstasy Spark"]


def test_triangle_ecstasy_spark_today_the_same():
    """Q: (today's rules) the same play: Sisters at 2700 after it resolves? A: yes."""
    duel = _table(rules="MR5").build()
    s = Script(duel)
    s.pick("activate", "Triangle Ecstasy Spark", request="idle")
    _pass(s)
    assert _sisters_atk(duel) == [2700]
