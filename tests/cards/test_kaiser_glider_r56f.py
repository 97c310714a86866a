"""Kaiser Glider (52824910): it is not destroyed by battle with a monster whose ATK equals its
own (2400); when it is destroyed and sent to the GY, a monster on the field is targeted and
returned to its owner's hand (mandatory).

Sources: the card's text (2004 print "not destroyed as a result of battle with a monster with the
same ATK" / "When this card is destroyed and sent to the Graveyard, return 1 monster on the field
to its owner's hand"; today's "Target 1 monster on the field; return it to the hand": the same,
the 2005 pick read as a target, our reading). "Destroyed" covers battle and card effects (its
text); a Tribute is no destruction (seed 000 §上級召喚), so nothing happens. In a battle of equal
ATK, the other monster is still destroyed (seed 004 §伤害的判定)."""

from duelist.testing.reads import field_monsters, grave, hand, lp
from duelist.testing.scenario import Script, Table


def _pass_all(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def test_kaiser_glider_survives_a_battle_of_equal_atk():
    """Q: my Kaiser Glider (2400) attacks my opponent's Jinzo (2400). A: Jinzo is destroyed; Kaiser
    Glider is not; no one takes damage."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Kaiser Glider")
    table.monster(1, "Jinzo")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Kaiser Glider", target="Jinzo", player=0, request="battle")
    _pass_all(s)
    assert field_monsters(duel, 0) == ["Kaiser Glider"]
    assert grave(duel, 1) == ["Jinzo"]
    assert lp(duel) == (8000, 8000)


def test_kaiser_glider_destroyed_by_battle_returns_a_monster():
    """Q: Dark Magician (2500) attacks and destroys my Kaiser Glider. A: its effect targets Dark
    Magician, the only monster on the field, and returns it to my opponent's hand."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    glider = table.monster(0, "Kaiser Glider")
    table.monster(1, "Dark Magician")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Dark Magician", target=glider, player=1, request="battle")
    _pass_all(s)
    s.pick("target", "Dark Magician", player=0, request="target")
    _pass_all(s)
    assert grave(duel, 0) == ["Kaiser Glider"]
    assert hand(duel, 1) == ["Dark Magician"]
    assert lp(duel) == (7900, 8000)


def test_kaiser_glider_destroyed_by_sakuretsu_armor():
    """Q: my Kaiser Glider attacks and my opponent's Sakuretsu Armor destroys it; my opponent
    controls Mystical Elf and I control Battle Ox. A: its effect starts (a destruction by a card
    effect counts): I target Mystical Elf and it returns to my opponent's hand."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Kaiser Glider")
    table.monster(0, "Battle Ox")
    table.monster(1, "Mystical Elf")
    table.spell_trap(1, "Sakuretsu Armor")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Kaiser Glider", target="Mystical Elf", player=0, request="battle")
    s.pick("activate", "Sakuretsu Armor", player=1, request="chain")
    s.pick("target", "Kaiser Glider", player=1, request="target")
    _pass_all(s)
    s.pick("target", "Mystical Elf", player=0, request="target")
    _pass_all(s)
    assert hand(duel, 1) == ["Mystical Elf"]
    assert field_monsters(duel, 0) == ["Battle Ox"]


def test_kaiser_glider_tributed_does_nothing():
    """Q: I Tribute Kaiser Glider for Summoned Skull. A: it was not destroyed: no monster returns."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Kaiser Glider")
    table.hand(0, "Summoned Skull")
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Summoned Skull", player=0, request="idle")
    s.pick("tribute", "Kaiser Glider", request="tribute")
    _pass_all(s)
    assert duel.request.kind == "idle"
    assert field_monsters(duel, 0) == ["Summoned Skull"]
    assert field_monsters(duel, 1) == ["Battle Ox"]
