"""Spirit of Flames: never Normal Summoned or Set; Special Summoned from the hand by banishing 1
FIRE monster from its owner's GY; it has 300 more ATK during its controller's Battle Phase.

Sources: the card's text (the 2005 LON print, "can only be Special Summoned by removing 1 FIRE
monster in your Graveyard from play; during your Battle Phase this card gains 300 ATK", does
what today's does: no ERAS entry); seed 000 §特殊召喚 (a summon by its own procedure, no chain
link); Necrovalley's text (no card in a GY can be banished: the cost cannot be paid); a
continuous effect negated by Skill Drain does not apply (seed 000 §永續效果)."""

from duelist.testing.reads import banished, field_monsters, grave, lp
from duelist.testing.scenario import Script, Table


def _resolve(s):
    while s.duel.request.kind == "chain":
        s.pick("pass")


def test_spirit_of_flames_is_special_summoned_by_banishing_a_fire_monster():
    """Q: I hold Spirit of Flames; Great Angus (FIRE) and Battle Ox are in my GY: A: it cannot be
    Normal Summoned or Set; I Special Summon it by banishing Great Angus."""
    table = Table(turn=3)
    table.hand(0, "Spirit of Flames")
    table.grave(0, "Great Angus", "Battle Ox")
    duel = table.build()
    s = Script(duel)
    assert not s.has("summon", "Spirit of Flames") and not s.has("set", "Spirit of Flames")
    s.pick("special_summon", "Spirit of Flames")
    s.pick("select", "Great Angus", request="select")
    s.pick("option", "Attack Position", request="option")
    _resolve(s)
    assert field_monsters(duel, 0) == ["Spirit of Flames"]
    assert banished(duel, 0) == ["Great Angus"] and grave(duel, 0) == ["Battle Ox"]


def test_spirit_of_flames_needs_a_fire_monster_in_its_owners_grave():
    """Q: no FIRE monster in my GY (one in my opponent's), or Necrovalley face-up with one in
    mine: A: Spirit of Flames cannot be Special Summoned."""
    table = Table(turn=3)
    table.hand(0, "Spirit of Flames")
    table.grave(0, "Battle Ox")
    table.grave(1, "Great Angus")
    duel = table.build()
    assert not Script(duel).has("special_summon", "Spirit of Flames")
    table = Table(turn=3)
    table.hand(0, "Spirit of Flames")
    table.grave(0, "Great Angus")
    table.field_spell(1, "Necrovalley")
    duel = table.build()
    assert not Script(duel).has("special_summon", "Spirit of Flames")


def test_spirit_of_flames_gains_300_in_its_own_battle_phase_only():
    """Q: my Spirit of Flames (1700) attacks Mad Dog of Darkness (1900): A: during my Battle
    Phase it is 2000: Mad Dog is destroyed and my opponent takes 100; in Main Phase 2 it is 1700
    again; in my opponent's Battle Phase it stays 1700 (their Mad Dog of Darkness attacking it
    wins)."""
    table = Table(turn=3, turn_player=0)
    spirit = table.monster(0, "Spirit of Flames")
    dog = table.monster(1, "Mad Dog of Darkness")
    table.hand(1, "Mad Dog of Darkness")
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Celtic Guardian"] * 5)
    duel = table.build()
    s = Script(duel)
    assert duel.atk(spirit.card(duel)) == 1700
    s.pick("battle")
    _resolve(s)
    assert duel.atk(spirit.card(duel)) == 2000
    s.pick("attack", "Spirit of Flames", target=dog)
    _resolve(s)
    assert grave(duel, 1) == ["Mad Dog of Darkness"] and lp(duel) == (8000, 7900)
    s.pick("end_battle", request="battle")
    _resolve(s)
    assert duel.phase == "main2" and duel.atk(spirit.card(duel)) == 1700
    s.end_turn()
    s.pick("summon", "Mad Dog of Darkness", request="idle", player=1)
    _resolve(s)
    s.pick("battle")
    _resolve(s)
    assert duel.atk(spirit.card(duel)) == 1700
    s.pick("attack", "Mad Dog of Darkness", target=spirit)
    _resolve(s)
    assert grave(duel, 0) == ["Spirit of Flames"] and lp(duel) == (7800, 7900)


def test_spirit_of_flames_under_skill_drain_gains_nothing():
    """Q: my opponent's Skill Drain is face-up: my Spirit of Flames (1700) attacks Battle Ox
    (1700): A: no gain: both are destroyed."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Spirit of Flames")
    ox = table.monster(1, "Battle Ox")
    table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Spirit of Flames", target=ox)
    _resolve(s)
    assert grave(duel, 0) == ["Spirit of Flames"] and grave(duel, 1) == ["Battle Ox"]
