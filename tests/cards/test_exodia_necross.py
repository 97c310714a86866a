"""Exodia Necross and Contract with Exodia: a monster that only one card may Special Summon.

Seed 000 §具有蘇生限制的怪獸的特殊召喚 (『隻能通過~進行特殊召喚』: only that way, never by
another card's effect)."""

from duelist.engine import state as S
from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table

PIECES = ("Exodia the Forbidden One", "Left Arm of the Forbidden One", "Right Arm of the Forbidden One",
          "Left Leg of the Forbidden One", "Right Leg of the Forbidden One")


def _table(pieces=PIECES):
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Contract with Exodia", "Exodia Necross")
    table.grave(0, *pieces)
    return table


def _necross_on_field(turn_player=0, **kwargs):
    """Exodia Necross on player 0's field (summoned by Contract with Exodia), the five
    pieces in player 0's GY."""
    table = Table(rules="GOAT", turn=3, turn_player=turn_player, **kwargs)
    necross = table.monster(0, "Exodia Necross", summon_kind="proc")
    table.grave(0, *PIECES)
    return table, necross


def _summon(s):
    s.pick("activate", "Contract with Exodia")
    s.pick("select", "Exodia Necross")
    s.pick("option", "Attack Position", request="option")


def test_contract_with_exodia_summons_exodia_necross_from_the_hand():
    """Contract with Exodia: with the five pieces in the GY, Exodia Necross comes out of the
    hand, properly summoned."""
    duel = _table().build()
    s = Script(duel)
    _summon(s)
    necross = duel.monsters(0)[0]
    assert necross.name == "Exodia Necross" and duel.properly_summoned(necross)


def test_contract_with_exodia_needs_all_five_pieces_in_the_gy():
    duel = _table(PIECES[:4]).build()
    assert not Script(duel).has("activate", "Contract with Exodia")


def test_exodia_necross_is_never_normal_summoned_nor_revived():
    """Exodia Necross cannot be Normal Summoned or Set, and even after Contract with Exodia
    summoned it, no other effect (Monster Reborn) may Special Summon it."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Exodia Necross", "Monster Reborn")
    necross = table.grave(0, "Exodia Necross")
    table.properly_summoned(necross)
    table.grave(0, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    assert not s.has("summon", "Exodia Necross") and not s.has("set", "Exodia Necross")
    s.pick("activate", "Monster Reborn")
    assert [o.name for o in s.options("target")] == ["Battle Ox"]


def test_exodia_necross_survives_battle_and_spells_but_not_losing_a_piece():
    """Exodia Necross is not destroyed by battle nor by a Spell (Dark Hole); once a piece
    leaves the GY it is destroyed at once."""
    table = _table()
    table.hand(0, "Dark Hole", "Monster Reborn")
    table.monster(1, "Blue-Eyes White Dragon")
    duel = table.build()
    s = Script(duel)
    _summon(s)
    necross = duel.monsters(0)[0]
    s.pick("activate", "Dark Hole")
    assert field_monsters(duel, 0) == ["Exodia Necross"] and field_monsters(duel, 1) == []
    s.pick("activate", "Monster Reborn")
    s.pick("target", "Exodia the Forbidden One")
    s.pick("option", "Defense Position", request="option")
    assert necross.location == S.GRAVE and field_monsters(duel, 0) == ["Exodia the Forbidden One"]


def test_exodia_necross_is_not_destroyed_by_battle():
    table, _ = _necross_on_field(turn_player=1, phase="battle_step")
    table.monster(1, "Blue-Eyes White Dragon")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Blue-Eyes White Dragon", target="Exodia Necross")
    while duel.request is not None and duel.request.kind != "battle":
        s.pick("pass", first=True)
    assert field_monsters(duel, 0) == ["Exodia Necross"] and duel.players[0].lp == 8000 - 1200


def test_exodia_necross_is_destroyed_by_a_monster_effect():
    """Only Spell and Trap effects cannot destroy Exodia Necross: Tribe-Infecting Virus (a
    monster effect) destroys it with the other Spellcasters."""
    table, _ = _necross_on_field(turn_player=1)
    table.monster(1, "Tribe-Infecting Virus")
    table.hand(1, "Kozaky")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Tribe-Infecting Virus", player=1)
    s.pick("select", "Kozaky", player=1, request="select")
    s.pick("option", "Spellcaster", player=1, request="option")
    assert field_monsters(duel, 0) == [] and "Exodia Necross" in grave(duel, 0)


def test_exodia_necross_survives_a_trap_that_destroys_every_monster():
    """A Trap's effect cannot destroy it: Torrential Tribute, activated when a monster is
    summoned, destroys every other monster on the field."""
    table, _ = _necross_on_field(turn_player=1)
    table.spell_trap(0, "Torrential Tribute")
    table.hand(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Battle Ox", player=1)
    s.pick("activate", "Torrential Tribute", player=0, request="chain")
    assert field_monsters(duel, 0) == ["Exodia Necross"] and field_monsters(duel, 1) == []


def test_exodia_necross_gains_500_atk_each_standby_phase():
    """Exodia Necross gains 500 ATK in each of its controller's Standby Phases."""
    table, necross = _necross_on_field(phase="standby")
    duel = table.build()
    assert duel.atk(necross.card(duel)) == 2300


def test_necross_grows_in_its_controllers_standby_phase_as_its_declaration_says_in_either_turn():
    """Its "gains 500 ATK in each of your Standby Phases" reads whose Standby Phase the
    happening is, not whose turn the duel is in: asked in its controller's turn of the
    opponent's Standby Phase (as the determinized copies' oracle asks every phase its
    declaration leaves out), it says no (stop 37: it read the turn player and said yes)."""
    from duelist.testing.invariants import check_declared_phases
    for turn_player in (0, 1):
        table, _ = _necross_on_field(turn_player=turn_player)
        check_declared_phases(table.build())
