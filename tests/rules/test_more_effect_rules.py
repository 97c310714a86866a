"""More effect rules of seed 000 §效果分類 and §勝負判定條件 that card tests do not show."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def test_a_draw_by_an_effect_from_an_empty_deck_loses():
    """seed 000 §勝負判定條件: a player who must draw by an effect (Card Destruction) with
    too few cards in the Deck loses."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Card Destruction", "Battle Ox")
    table.hand(1, "Celtic Guardian")
    table.deck(0, ["Mystical Elf"])
    table.deck(1, [])
    duel = table.build()
    Script(duel).pick("activate", "Card Destruction")
    assert duel.result is not None and duel.result["winner"] == 0
    assert duel.result["reason"] == "deck_out"


def test_an_ignition_effect_resolves_after_its_monster_left_the_field():
    """seed 000 §起動效果: an activated ignition effect resolves even if its monster left the
    field in the meantime (Tribe-Infecting Virus destroyed in the chain still destroys)."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Tribe-Infecting Virus")
    table.monster(1, "Celtic Guardian")           # Warrior
    table.hand(0, "Battle Ox")                     # the discard
    table.spell_trap(1, "Raigeki Break")
    table.hand(1, "Mystical Elf")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Tribe-Infecting Virus")
    s.pick("select", "Battle Ox")
    s.pick("option", "Warrior")
    s.pick("activate", "Raigeki Break", player=1, request="chain")
    s.pick("select", "Mystical Elf", player=1)
    s.pick("target", "Tribe-Infecting Virus", player=1)
    assert field_monsters(duel, 0) == [] and field_monsters(duel, 1) == []
    assert "Celtic Guardian" in grave(duel, 1)


def test_skill_drain_stops_a_continuous_monster_rule_like_kaiser_sea_horse():
    """seed 000 §其他效果: Kaiser Sea Horse's double Tribute is a monster effect on the
    field, so Skill Drain negates it."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Kaiser Sea Horse")
    table.spell_trap(1, "Skill Drain", face_down=False)
    table.hand(0, "Blue-Eyes White Dragon")        # a LIGHT monster needing 2 Tributes
    duel = table.build()
    assert not Script(duel).has("summon", "Blue-Eyes White Dragon")
