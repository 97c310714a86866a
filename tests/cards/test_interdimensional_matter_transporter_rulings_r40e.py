"""Interdimensional Matter Transporter's rulings as players ask them (the GOAT preset, where the
card was played beside Magical Scientist and Thousand-Eyes Restrict; the rulings hold today).

Seed 000 §裝備魔法 (an Equip Card whose monster leaves the field is destroyed and sent to the
GY); seed 000 §具有蘇生限制的怪獸的特殊召喚 (a monster that comes back is a new card). Sources:
the card's rulings (yugipedia "Card Rulings:Interdimensional Matter Transporter", realmrlife's
OCG notes on 《亜空間物質転送装置》, etcg.de's rating: the banished monster is "reset" when it
leaves): the monster comes back in the End Phase as a new card: Equip Cards it wore stay in the
GY, a monster a Relinquished held is gone, and changes made to it (Rush Recklessly's ATK) are
over; it comes back to its owner's field; with no free Monster Zone it is sent to the GY."""

from duelist.testing.reads import banished, field_monsters, grave
from duelist.testing.scenario import Script, Table


def _pass_all(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")


def test_relinquished_banished_by_the_transporter_comes_back_without_the_monster_it_held():
    """Q: Relinquished holds my opponent's Summoned Skull; I banish Relinquished with
    Interdimensional Matter Transporter. A: Summoned Skull, an Equip Card whose monster left,
    is sent to its owner's GY; Relinquished comes back in the End Phase with 0 ATK, holding
    nothing (and may take a monster again on a later turn)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    relinquished = table.monster(0, "Relinquished", summon_kind="ritual")
    table.spell_trap(0, "Interdimensional Matter Transporter")
    table.monster(1, "Summoned Skull")
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Relinquished")
    s.pick("target", "Summoned Skull", request="target")
    _pass_all(duel, s)
    s.pick("activate", "Interdimensional Matter Transporter")
    s.pick("target", "Relinquished")
    _pass_all(duel, s)
    assert banished(duel, 0) == ["Relinquished"] and grave(duel, 1) == ["Summoned Skull"]
    s.end_turn()
    assert field_monsters(duel, 0) == ["Relinquished"] and duel.atk(relinquished.card(duel)) == 0
    assert [c for c in duel.players[0].szone if c is not None and c.name == "Summoned Skull"] == []


def test_a_monster_back_from_the_transporter_has_lost_its_equip_spell_and_its_boosts():
    """Q: my Battle Ox wears Synchro Boost and got Rush Recklessly's 700 this turn; I banish it
    with Interdimensional Matter Transporter. A: Synchro Boost is destroyed as its monster
    leaves; in the End Phase Battle Ox comes back with its own 1700 ATK."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    ox = table.monster(0, "Battle Ox")
    table.spell_trap(0, "Synchro Boost", face_down=False, equipped_to=ox)
    table.spell_trap(0, "Interdimensional Matter Transporter")
    table.hand(0, "Rush Recklessly")
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Rush Recklessly")
    s.pick("target", "Battle Ox")
    _pass_all(duel, s)
    assert duel.atk(ox.card(duel)) == 1700 + 500 + 700
    s.pick("activate", "Interdimensional Matter Transporter")
    s.pick("target", "Battle Ox")
    _pass_all(duel, s)
    assert sorted(grave(duel, 0)) == ["Interdimensional Matter Transporter", "Rush Recklessly", "Synchro Boost"]
    s.end_turn()
    assert field_monsters(duel, 0) == ["Battle Ox"] and duel.atk(duel.monsters(0)[0]) == 1700


def test_a_stolen_monster_banished_by_the_transporter_comes_back_to_its_owners_field():
    """Q: I took my opponent's Summoned Skull with Snatch Steal and banish it with my
    Interdimensional Matter Transporter. Where does it come back? A: to its owner's field, in
    the End Phase; Snatch Steal went to the GY when Summoned Skull left."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    skull = table.monster(1, "Summoned Skull")
    table.hand(0, "Snatch Steal")
    table.spell_trap(0, "Interdimensional Matter Transporter")
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Snatch Steal")
    s.pick("target", skull)
    _pass_all(duel, s)
    s.pick("activate", "Interdimensional Matter Transporter")
    s.pick("target", skull)
    _pass_all(duel, s)
    assert sorted(grave(duel, 0)) == ["Interdimensional Matter Transporter", "Snatch Steal"]
    s.end_turn()
    assert field_monsters(duel, 0) == [] and field_monsters(duel, 1) == ["Summoned Skull"]


def test_a_monster_with_no_free_zone_to_come_back_to_is_sent_to_the_gy():
    """Q (MR5): I banish Battle Ox with Interdimensional Matter Transporter, then fill my fifth
    Monster Zone with a Normal Summon. What happens in the End Phase? A: Battle Ox has no zone
    to come back to: it is sent to the GY."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    ox = table.monster(0, "Battle Ox")
    for _ in range(4):
        table.monster(0, "Kozaky")
    table.spell_trap(0, "Interdimensional Matter Transporter")
    table.hand(0, "Celtic Guardian")
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Interdimensional Matter Transporter")
    s.pick("target", ox)
    _pass_all(duel, s)
    s.pick("summon", "Celtic Guardian")
    _pass_all(duel, s)
    s.end_turn()
    assert len(field_monsters(duel, 0)) == 5 and "Battle Ox" not in field_monsters(duel, 0)
    assert "Battle Ox" in grave(duel, 0) and banished(duel, 0) == []
