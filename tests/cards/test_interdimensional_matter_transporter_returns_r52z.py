"""Interdimensional Matter Transporter's return in the End Phase (round 52z): the position it
comes back in, a monster that left the banished zone before the End Phase, and a return with
no free zone while Macro Cosmos is face-up.

Sources: the card's rulings (yugipedia "Card Rulings:Interdimensional Matter Transporter";
yugioh-wiki.net 《亜空間物質転送装置》): the monster comes back in the End Phase in the position
it was in when it was banished; if it is no longer banished by then (another effect brought it
back), the Transporter does nothing more -- the monster on the field is a new card, not the one
it banished; with no free Monster Zone the monster is sent to the GY. Seed 000 §墓地 with Macro
Cosmos (yugipedia "Card Rulings:Macro Cosmos"): a card that would be sent to the GY is banished
instead, wherever it comes from."""

from duelist.engine import state as S
from duelist.testing.reads import banished, field_monsters, grave, hand
from duelist.testing.scenario import Script, Table

DDR = "D.D.R. - Different Dimension Reincarnation"


def _pass_all(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")


def test_a_face_up_defense_monster_comes_back_in_face_up_defense_position():
    """Q: I banish my face-up Defense Position Mystical Elf with Interdimensional Matter
    Transporter. A: in the End Phase it comes back in face-up Defense Position."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    elf = table.monster(0, "Mystical Elf", position="defense")
    table.spell_trap(0, "Interdimensional Matter Transporter")
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Interdimensional Matter Transporter")
    s.pick("target", elf)
    _pass_all(duel, s)
    assert banished(duel, 0) == ["Mystical Elf"]
    s.end_turn()
    back = [c for c in duel.monsters(0)]
    assert [c.name for c in back] == ["Mystical Elf"] and back[0].position == S.FACEUP_DEFENSE
    assert banished(duel, 0) == []


def test_a_monster_brought_back_by_ddr_before_the_end_phase_is_left_where_it_is():
    """Q: I banish my Dark Magician with Interdimensional Matter Transporter, then bring it back
    in the same Main Phase with D.D.R. (discarding Battle Ox). What does the End Phase do?
    A: nothing: the Transporter's monster already left the banished zone. Dark Magician stays
    on the field, still equipped with D.D.R., and there is no second Dark Magician anywhere."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    magician = table.monster(0, "Dark Magician")
    table.spell_trap(0, "Interdimensional Matter Transporter")
    table.hand(0, DDR, "Battle Ox")
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Interdimensional Matter Transporter")
    s.pick("target", magician)
    _pass_all(duel, s)
    s.pick("activate", DDR)
    s.pick("select", "Battle Ox")
    s.pick("target", "Dark Magician")
    _pass_all(duel, s)
    assert field_monsters(duel, 0) == ["Dark Magician"]
    s.end_turn()
    assert field_monsters(duel, 0) == ["Dark Magician"] and banished(duel, 0) == []
    ddr = [c for c in duel.players[0].szone if c is not None and c.name == DDR]
    assert len(ddr) == 1 and duel.equipped_to(ddr[0]) is duel.monsters(0)[0]
    assert sorted(grave(duel, 0)) == ["Battle Ox", "Interdimensional Matter Transporter"]


def test_no_free_zone_under_macro_cosmos_leaves_the_monster_banished():
    """Q (MR5): Macro Cosmos is face-up; I banish Battle Ox with Interdimensional Matter
    Transporter and fill my fifth Monster Zone. A: in the End Phase Battle Ox has no zone: it
    would be sent to the GY, and is banished instead -- it stays banished, never reaching the
    GY."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.spell_trap(0, "Macro Cosmos", face_down=False)
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
    assert banished(duel, 0) == ["Battle Ox", "Interdimensional Matter Transporter"]
    s.pick("summon", "Celtic Guardian")
    _pass_all(duel, s)
    s.end_turn()
    assert len(field_monsters(duel, 0)) == 5 and "Battle Ox" not in field_monsters(duel, 0)
    assert grave(duel, 0) == [] and "Battle Ox" in banished(duel, 0)
    assert "Battle Ox" not in hand(duel, 0)
