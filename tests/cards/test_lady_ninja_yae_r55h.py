"""Lady Ninja Yae (82005435): discard 1 WIND monster (the cost) to return every Spell and Trap
Card the opponent controls to its owner's hand.

Sources: the card's texts read in our words (the 2005 print, Ancient Sanctuary AST-030, and
today's do the same: no ERAS entry; no limit a turn in either); yugioh-wiki.net 《女忍者ヤエ》: an
ignition effect whose cost is the discard of a WIND monster, so it cannot be activated without
one in the hand, nor with no Spell/Trap on the opponent's side to return; face-down cards return
too, the Field Spell as well; a Trap chained to it resolves first and goes to the GY (seed 000
§連鎖: the chain resolves last-in first-out). Goblin of Greed stops it (a discard cost)."""

from duelist.testing.reads import field_monsters, grave, hand
from duelist.testing.scenario import Script, Table

YAE = "Lady Ninja Yae"


def _resolve(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _table(hand0=("Sasuke Samurai",), rules="GOAT"):
    table = Table(rules=rules, turn=3, turn_player=0, phase="main1")
    table.monster(0, YAE)
    table.hand(0, *hand0)
    table.spell_trap(1, "Mirror Force", set_this_turn=True)
    table.spell_trap(1, "Swords of Revealing Light", face_down=False)
    table.field_spell(1, "Umi")
    return table


def test_lady_ninja_yae_returns_every_spell_and_trap():
    """Q: I discard Sasuke Samurai (WIND) for Lady Ninja Yae; my opponent controls a Set Mirror
    Force, a face-up Swords of Revealing Light and the Field Spell Umi. A: all three go back to
    their hand; Sasuke Samurai is in my GY."""
    duel = _table().build()
    s = Script(duel)
    s.pick("activate", YAE, request="idle")
    s.pick("select", "Sasuke Samurai")
    _resolve(s)
    assert grave(duel, 0) == ["Sasuke Samurai"]
    assert sorted(hand(duel, 1)) == ["Mirror Force", "Swords of Revealing Light", "Umi"]
    assert [c for c in duel.players[1].szone if c is not None] == [] and duel.players[1].fzone is None
    assert field_monsters(duel, 0) == [YAE]


def test_lady_ninja_yae_needs_a_wind_monster_to_discard():
    """Q: my hand holds only Battle Ox (EARTH) and Gust (a Trap, no monster). A: she cannot be
    activated: the cost is a WIND *monster*."""
    duel = _table(hand0=("Battle Ox", "Mystical Space Typhoon")).build()
    assert not Script(duel).has("activate", YAE)


def test_lady_ninja_yae_needs_an_opponents_spell_or_trap():
    """Q: my opponent controls no Spell or Trap Card (my own Set card does not count). A: she
    cannot be activated: her effect would return nothing."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.monster(0, YAE)
    table.hand(0, "Sasuke Samurai")
    table.spell_trap(0, "Mirror Force")
    duel = table.build()
    assert not Script(duel).has("activate", YAE)


def test_lady_ninja_yae_answered_by_a_chained_trap():
    """Q: I activate Lady Ninja Yae (a second WIND monster still in my hand); my opponent chains
    their Set Waboku. A: Waboku resolves first and waits face-up on the field until the whole
    chain has resolved; Yae then returns Mirror Force to the hand but not the waiting Waboku (an
    activated Normal Trap is not returned to the hand in its own chain: Metagame.com "The Binder:
    Giant Trunade", M. Rosenberg; yugipedia "Return"), which goes to the GY at the chain's end.
    With nothing left on their side, no second activation is offered (there is no limit a turn,
    but nothing to return)."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.monster(0, YAE)
    table.hand(0, "Sasuke Samurai", "Lady Ninja Yae")
    table.spell_trap(1, "Waboku")
    table.spell_trap(1, "Mirror Force")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", YAE, request="idle")
    s.pick("select", "Sasuke Samurai")
    s.pick("activate", "Waboku", player=1, request="chain")
    _resolve(s)
    assert grave(duel, 1) == ["Waboku"] and hand(duel, 1) == ["Mirror Force"]
    assert not s.has("activate", YAE)


def test_lady_ninja_yae_under_goblin_of_greed():
    """Q: my opponent controls a face-up Goblin of Greed (no card or effect whose cost discards).
    A: Lady Ninja Yae cannot be activated."""
    table = _table()
    table.monster(1, "Goblin of Greed")
    duel = table.build()
    assert not Script(duel).has("activate", YAE)
