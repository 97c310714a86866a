"""Blast Juggler (70138455), Effect Monster: in its controller's Standby Phase it may be Tributed
(face-up) to destroy up to 2 face-up monsters on the field with 1000 or less ATK.

Sources: the card's text in our words (MRD 2002 and today's do the same: no ERAS entry; the Tribute
is the cost, so Juggler itself is never among the destroyed; "up to 2": 1 is enough); no ruling page
found for what follows, our reading: nothing is targeted (the text says "destroy", not "target"), the
monsters are picked as it resolves, and it is not activated without another face-up monster of 1000
or less ATK on the field; only in its controller's own Standby Phase (as Recycle's Standby effect,
tests/cards/test_recycle_r55b.py)."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table

BJ = "Blast Juggler"


def _pass(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _table(setup, phase="standby", turn_player=0):
    table = Table(rules="GOAT", turn=3, turn_player=turn_player, phase=phase)
    table.monster(0, BJ)
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    setup(table)
    duel = table.build()
    return duel, Script(duel)


def test_blast_juggler_destroys_two_small_monsters():
    """Q: in my Standby Phase I Tribute Blast Juggler; my opponent has Mystical Elf (800), Hitotsu-Me
    Giant (1200) and Thousand-Eyes Idol (0). A: only the Elf and the Idol may be picked; both are
    destroyed, the Giant stays; Juggler is in my GY as the cost."""
    def setup(t):
        t.monster(1, "Mystical Elf")
        t.monster(1, "Hitotsu-Me Giant")
        t.monster(1, "Thousand-Eyes Idol")
    duel, s = _table(setup)
    assert duel.phase == "standby"
    s.pick("activate", BJ, player=0)
    assert grave(duel, 0) == [BJ]
    _pass(duel, s)
    assert duel.request.kind == "select"
    assert sorted(o.name for o in duel.request.options if o.kind == "select") == ["Mystical Elf", "Thousand-Eyes Idol"]
    s.pick("select", "Mystical Elf", player=0)
    if duel.request.kind == "select":
        s.pick("select", "Thousand-Eyes Idol", player=0)
    _pass(duel, s)
    assert sorted(grave(duel, 1)) == ["Mystical Elf", "Thousand-Eyes Idol"]
    assert field_monsters(duel, 1) == ["Hitotsu-Me Giant"]


def test_blast_juggler_needs_a_small_face_up_monster():
    """Q: in my Standby Phase the only other monsters are Hitotsu-Me Giant (1200) and a Set Mystical
    Elf. May I use Blast Juggler? A: no: no face-up monster with 1000 or less ATK besides itself."""
    def setup(t):
        t.monster(1, "Hitotsu-Me Giant")
        t.monster(1, "Mystical Elf", position="set")
    duel, s = _table(setup)
    assert not s.has("activate", BJ)


def test_blast_juggler_only_in_its_controllers_standby_phase():
    """Q: may I use Blast Juggler in my Main Phase, or in my opponent's Standby Phase? A: no."""
    duel, s = _table(lambda t: t.monster(1, "Mystical Elf"), phase="main1")
    assert not s.has("activate", BJ)
    duel, s = _table(lambda t: t.monster(1, "Mystical Elf"), turn_player=1)
    # the opponent's Standby Phase passed with no window for it: their Main Phase, nothing changed
    assert duel.phase == "main1" and duel.request.kind == "idle" and duel.request.player == 1
    assert grave(duel, 0) == [] and field_monsters(duel, 0) == [BJ]


def test_blast_juggler_destroys_only_one_if_its_player_likes():
    """Q: my opponent's Mystical Elf and my own Thousand-Eyes Idol are both face-up with 1000 or less
    ATK; I Tribute Blast Juggler. May I destroy only the Elf? A: yes: "up to 2"; my Idol stays."""
    def setup(t):
        t.monster(1, "Mystical Elf")
        t.monster(0, "Thousand-Eyes Idol")
    duel, s = _table(setup)
    s.pick("activate", BJ, player=0)
    _pass(duel, s)
    s.pick("select", "Mystical Elf", player=0)
    if duel.request.kind == "select":
        s.pick("done", player=0)
    _pass(duel, s)
    assert grave(duel, 1) == ["Mystical Elf"] and field_monsters(duel, 0) == ["Thousand-Eyes Idol"]
