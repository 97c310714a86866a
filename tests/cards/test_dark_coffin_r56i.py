"""Dark Coffin (1804528): when this Set card is destroyed and sent to the GY, its controller's
opponent applies 1 of these, their choice: discard 1 random card, or destroy 1 monster they
control.

Sources: the card's text in our words (DB2 / PGD 2004: "when this face-down card is destroyed and
sent to the Graveyard, your opponent selects and applies 1 of the following effects"; the OCG text
《呪われた棺》 「セットされたこのカードが破壊され墓地へ送られた時」; no ERAS entry): a mandatory
trigger of the GY (it cannot miss the timing); the opponent picks the effect and the monster (no
target). Our readings: it has no effect when activated, so it is never offered for activation;
only an effect the opponent can apply is offered; destroyed face-up (e.g. by a Heavy Storm after it
was flipped) it does nothing; Heavy Storm destroying it while Set does trigger it."""

from duelist.testing.reads import field_monsters, grave, hand
from duelist.testing.scenario import Script, Table

COFFIN = "Dark Coffin"


def _pass_all(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def test_dark_coffin_destroyed_by_mst_the_opponent_destroys_a_monster():
    """Q: My opponent destroys my Set Dark Coffin with Mystical Space Typhoon; they hold Battle Ox
    and control Summoned Skull and Celtic Guardian. A: they choose to destroy a monster and pick
    Celtic Guardian; their hand stays."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="main1")
    coffin = table.spell_trap(0, COFFIN)
    table.hand(1, "Mystical Space Typhoon", "Battle Ox")
    table.monster(1, "Summoned Skull")
    table.monster(1, "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon", player=1)
    s.pick("target", coffin, player=1)
    _pass_all(s)
    s.pick("option", "Destroy 1 monster you control", player=1)
    s.pick("select", "Celtic Guardian", player=1)
    _pass_all(s)
    assert grave(duel, 0) == [COFFIN]
    assert sorted(grave(duel, 1)) == ["Celtic Guardian", "Mystical Space Typhoon"]
    assert field_monsters(duel, 1) == ["Summoned Skull"] and hand(duel, 1) == ["Battle Ox"]


def test_dark_coffin_the_opponent_may_discard_at_random_instead():
    """Q: Same, but they choose the discard. A: their only hand card, Battle Ox, is discarded;
    their monster stays."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="main1")
    coffin = table.spell_trap(0, COFFIN)
    table.hand(1, "Mystical Space Typhoon", "Battle Ox")
    table.monster(1, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon", player=1)
    s.pick("target", coffin, player=1)
    _pass_all(s)
    s.pick("option", "Discard 1 random card from your hand", player=1)
    _pass_all(s)
    assert hand(duel, 1) == [] and sorted(grave(duel, 1)) == ["Battle Ox", "Mystical Space Typhoon"]
    assert field_monsters(duel, 1) == ["Summoned Skull"]


def test_dark_coffin_cannot_be_activated_and_only_applicable_effects_are_offered():
    """Q: (a) Is my Set Dark Coffin offered for activation? (b) My opponent destroys it with
    Mystical Space Typhoon, holding no other card, controlling Battle Ox. A: (a) no; (b) only the
    destruction is offered: Battle Ox is destroyed."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.spell_trap(0, COFFIN)
    duel = table.build()
    assert not Script(duel).has("activate", COFFIN)

    table = Table(rules="GOAT", turn=4, turn_player=1, phase="main1")
    coffin = table.spell_trap(0, COFFIN)
    table.hand(1, "Mystical Space Typhoon")
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon", player=1)
    s.pick("target", coffin, player=1)
    _pass_all(s)
    assert [o.name for o in duel.request.options] == ["Destroy 1 monster you control"]
    s.pick("option", "Destroy 1 monster you control", player=1)
    s.pick("select", "Battle Ox", player=1)
    _pass_all(s)
    assert field_monsters(duel, 1) == []


def test_dark_coffin_by_my_own_heavy_storm_hits_the_opponent():
    """Q: I activate Heavy Storm myself, destroying my own Set Dark Coffin and my opponent's Set
    Mirror Force. A: the Coffin still triggers: my opponent (holding Battle Ox, no monster) must
    discard Battle Ox."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.spell_trap(0, COFFIN)
    table.hand(0, "Heavy Storm")
    table.spell_trap(1, "Mirror Force")
    table.hand(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Heavy Storm", player=0)
    _pass_all(s)
    s.pick("option", "Discard 1 random card from your hand", player=1, request="option")
    _pass_all(s)
    assert hand(duel, 1) == [] and sorted(grave(duel, 1)) == ["Battle Ox", "Mirror Force"]
    assert sorted(grave(duel, 0)) == [COFFIN, "Heavy Storm"]
