"""Goat-format Spells, part 3: the Equip Spells Snatch Steal and Premature Burial.

Rules cited: seed 000 §裝備魔法 (an Equip Spell is destroyed when its monster leaves the
field or turns face-down), §特殊召喚, §誘發效果; seed 004 §准备阶段. Card behaviour:
current OCG/TCG texts and rulings (see each docstring).
"""

from duelist.engine import state as S
from duelist.testing.reads import field_monsters, grave, hand, lp, of_type
from duelist.testing.scenario import Script, Table

FILLER = ["Mystical Elf", "Beaver Warrior", "Hitotsu-Me Giant", "Koumori Dragon", "Battle Ox",
          "Giant Soldier of Stone"]


def _szone(duel, player):
    return [c.name for c in duel.players[player].szone if c is not None]


# ---------------------------------------------------------------------- Snatch Steal
def _stolen():
    """Turn 3: player 0 holds Snatch Steal; player 1 controls Summoned Skull and a Set Elf."""
    table = Table(turn=3)
    table.hand(0, "Snatch Steal")
    skull = table.monster(1, "Summoned Skull")
    table.monster(1, "Mystical Elf", position="set")
    table.deck(0, list(FILLER))
    table.deck(1, list(FILLER))
    return table, skull


def _skull_stolen(table, skull):
    """Build `table` (from _stolen); player 0 activates Snatch Steal on the Summoned Skull.
    Returns (duel, script) once the activation targets."""
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Snatch Steal")
    s.pick("target", skull)
    return duel, s


def test_snatch_steal_takes_control_of_the_equipped_monster():
    """Snatch Steal: equip it to a face-up monster the opponent controls; you control that
    monster while it stays equipped (no End Phase return)."""
    table, skull = _stolen()
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Snatch Steal")
    # a face-down monster cannot be equipped: Summoned Skull is the only target
    assert [o.name for o in s.options("target")] == ["Summoned Skull"]
    s.pick("target", skull)
    assert field_monsters(duel, 0) == ["Summoned Skull"]
    assert duel.equipped_to(duel.players[0].szone[0]) is skull.card(duel)
    s.end_turn()
    assert duel.turn == 4 and field_monsters(duel, 0) == ["Summoned Skull"]


def test_snatch_steal_opponent_gains_1000_in_each_of_their_standby_phases():
    """Snatch Steal: in each of the opponent's Standby Phases the opponent gains 1000 LP (a
    mandatory effect that starts a chain, current text); not in your own Standby Phase."""
    table, skull = _stolen()
    duel, s = _skull_stolen(table, skull)
    s.end_turn()                                    # turn 4: player 1's Standby Phase
    assert duel.turn == 4 and lp(duel) == (8000, 9000)
    chains = [e for e in of_type(duel, "chain") if e["name"] == "Snatch Steal"]
    assert len(chains) == 2                         # the activation, then the Standby trigger
    s.end_turn()                                    # turn 5: player 0's own Standby Phase
    assert duel.turn == 5 and lp(duel) == (8000, 9000)
    s.end_turn()                                    # turn 6: again player 1's
    assert duel.turn == 6 and lp(duel) == (8000, 10000)


def test_snatch_steal_control_returns_when_it_is_destroyed():
    """Snatch Steal: the control change lasts only while it is equipped; destroyed by
    Heavy Storm, the monster goes back to its owner at once (no chain link)."""
    table, skull = _stolen()
    table.hand(1, "Heavy Storm")
    duel, s = _skull_stolen(table, skull)
    assert field_monsters(duel, 0) == ["Summoned Skull"]
    s.end_turn()
    assert duel.turn == 4 and duel.request.player == 1 and duel.request.kind == "idle"
    chains = len(of_type(duel, "chain"))
    s.pick("activate", "Heavy Storm", player=1)
    assert field_monsters(duel, 0) == [] and "Summoned Skull" in field_monsters(duel, 1)
    assert grave(duel, 0) == ["Snatch Steal"]
    assert len(of_type(duel, "chain")) == chains + 1      # Heavy Storm's link only


def test_snatch_steal_cannot_target_your_own_monster_or_be_used_with_a_full_field():
    """Snatch Steal equips only to a monster the opponent controls, and (taking control)
    needs a free Monster Zone of yours."""
    table = Table(turn=3)
    table.hand(0, "Snatch Steal")
    table.monster(0, "Battle Ox")
    table.monster(1, "Mystical Elf", position="set")
    duel = table.build()
    assert not Script(duel).has("activate", "Snatch Steal")       # only a face-down enemy
    table = Table(turn=3)
    table.hand(0, "Snatch Steal")
    for name in ("Battle Ox", "Mystical Elf", "Celtic Guardian", "Koumori Dragon", "Beaver Warrior"):
        table.monster(0, name)
    table.monster(1, "Summoned Skull")
    duel = table.build()
    assert not Script(duel).has("activate", "Snatch Steal")


def test_snatch_steal_stays_when_the_stolen_monster_is_yours():
    """Snatch Steal stays equipped although the monster is now yours (the equip rule counts
    the controller before its own control change); the state checks leave it alone."""
    duel, _ = _skull_stolen(*_stolen())
    duel.check_position()                           # the state checks, by the public API
    assert _szone(duel, 0) == ["Snatch Steal"] and not of_type(duel, "equip_lost")


def test_snatch_steal_negated_by_imperial_order_gives_the_monster_back():
    """Ruling: Snatch Steal's control is a continuous effect of the card; while Imperial
    Order negates it, the monster returns to its owner's control."""
    table, skull = _stolen()
    table.spell_trap(1, "Imperial Order")
    duel, s = _skull_stolen(table, skull)
    s.pick("pass", player=1)
    assert field_monsters(duel, 0) == ["Summoned Skull"]
    s.pick("battle", player=0)
    s.pick("activate", "Imperial Order", player=1)
    assert "Summoned Skull" in field_monsters(duel, 1)


def test_snatch_steal_monster_turned_face_down_stays_with_the_stealer():
    """Ruling (OCG, also played in Goat Format): if the stolen monster is turned face-down
    (Book of Moon), Snatch Steal is destroyed, but control of the monster does not go back."""
    table, skull = _stolen()
    table.hand(0, "Book of Moon")
    duel, s = _skull_stolen(table, skull)
    s.pick("pass", player=0, request="chain")        # not chained: Snatch Steal resolves first
    assert skull.card(duel).controller == 0
    s.pick("activate", "Book of Moon")
    s.pick("target", skull)
    assert sorted(grave(duel, 0)) == ["Book of Moon", "Snatch Steal"]
    assert skull.card(duel).position == S.FACEDOWN_DEFENSE
    assert skull.card(duel).controller == 0


# ------------------------------------------------------------------ Premature Burial
def _premature_burial_on_dark_magician(hand=(), traps=(), opponent_hand=()):
    """Turn 3, player 0's Main Phase 1: player 0 holds Premature Burial (then `hand`) and
    has Dark Magician in the GY; player 1 has the Set `traps` and `opponent_hand` in hand.
    Player 0 activates Premature Burial targeting Dark Magician; returns (duel, script)."""
    table = Table(turn=3)
    table.hand(0, "Premature Burial", *hand)
    table.grave(0, "Dark Magician")
    for card in traps:
        table.spell_trap(1, card)
    if opponent_hand:
        table.hand(1, *opponent_hand)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Premature Burial")
    s.pick("target", "Dark Magician")
    return duel, s


def test_premature_burial_pays_800_and_revives_in_attack_position():
    """Premature Burial: pay 800 LP (the cost), target a monster in your GY; it is Special
    Summoned in Attack Position and this card is equipped to it."""
    table = Table(turn=3)
    table.hand(0, "Premature Burial")
    table.grave(0, "Dark Magician")
    table.grave(1, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Premature Burial")
    assert lp(duel) == (7200, 8000)
    assert [o.name for o in s.options("target")] == ["Dark Magician"]   # your own GY only
    s.pick("target", "Dark Magician")
    magician = duel.monsters(0)[0]
    assert magician.name == "Dark Magician" and magician.position == S.FACEUP_ATTACK
    assert duel.equipped_to(duel.players[0].szone[0]) is magician


def test_premature_burial_destroyed_destroys_the_monster_without_a_chain():
    """Premature Burial: when it is destroyed, the equipped monster is destroyed too; that
    effect starts no chain (ruling, as Call of the Haunted)."""
    duel, s = _premature_burial_on_dark_magician(traps=["Mystical Space Typhoon"])
    s.pick("pass", player=1)                        # Chain Link 1 resolves
    assert field_monsters(duel, 0) == ["Dark Magician"]
    s.pick("pass", player=1)                        # the summon it made may be answered too
    s.pick("battle")                                # leaving the Main Phase: player 1 may act
    s.pick("activate", "Mystical Space Typhoon", player=1)
    s.pick("target", "Premature Burial", player=1)
    assert field_monsters(duel, 0) == []
    assert grave(duel, 0) == ["Premature Burial", "Dark Magician"]
    assert [e["name"] for e in of_type(duel, "chain")] == ["Premature Burial", "Mystical Space Typhoon"]
    assert [e["name"] for e in of_type(duel, "apply")] == ["Premature Burial"]


def test_premature_burial_destroyed_in_response_summons_nothing():
    """Premature Burial destroyed in response to its activation: it is no longer on the
    field when it resolves, so nothing is summoned (the 800 LP stay paid)."""
    duel, s = _premature_burial_on_dark_magician(traps=["Mystical Space Typhoon"])
    s.pick("activate", "Mystical Space Typhoon", player=1)
    s.pick("target", "Premature Burial", player=1)
    assert field_monsters(duel, 0) == [] and lp(duel) == (7200, 8000)
    assert grave(duel, 0) == ["Dark Magician", "Premature Burial"]


def test_premature_burial_destroyed_when_the_monster_leaves():
    """seed 000 §裝備魔法: the revived monster destroyed, Premature Burial (no monster to
    equip) is destroyed by the rules."""
    duel, s = _premature_burial_on_dark_magician(hand=["Dark Hole"])
    s.pick("activate", "Dark Hole")
    assert field_monsters(duel, 0) == [] and _szone(duel, 0) == []
    assert sorted(grave(duel, 0)) == ["Dark Hole", "Dark Magician", "Premature Burial"]


def test_premature_burial_face_down_monster_survives():
    """Ruling: turned face-down (Book of Moon), the monster is no longer equipped; Premature
    Burial is destroyed by the rules, and the face-down monster is not destroyed."""
    duel, s = _premature_burial_on_dark_magician(traps=["Book of Moon"])
    s.pick("pass", player=1)                        # Book of Moon could answer the summon
    s.pick("battle")
    s.pick("activate", "Book of Moon", player=1)
    s.pick("target", "Dark Magician", player=1)
    assert field_monsters(duel, 0) == ["Dark Magician"] and duel.monsters(0)[0].position == S.FACEDOWN_DEFENSE
    assert grave(duel, 0) == ["Premature Burial"]


def test_premature_burial_needs_800_lp_a_free_zone_and_a_revivable_monster():
    """Premature Burial: 800 LP to pay, a free Monster Zone, and a monster in your GY that
    can be Special Summoned (Dark Necrofear never properly summoned cannot: seed 000
    §具有蘇生限制的怪獸的特殊召喚)."""
    table = Table(turn=3, lp=(799, 8000))
    table.hand(0, "Premature Burial")
    table.grave(0, "Dark Magician")
    duel = table.build()
    assert not Script(duel).has("activate", "Premature Burial")
    table = Table(turn=3)
    table.hand(0, "Premature Burial")
    table.grave(0, "Dark Necrofear")
    duel = table.build()
    assert not Script(duel).has("activate", "Premature Burial")
    table = Table(turn=3)
    table.hand(0, "Premature Burial")
    table.grave(0, "Dark Magician")
    for name in ("Battle Ox", "Mystical Elf", "Celtic Guardian", "Koumori Dragon", "Beaver Warrior"):
        table.monster(0, name)
    duel = table.build()
    assert not Script(duel).has("activate", "Premature Burial")


def test_premature_burial_returned_to_the_hand_keeps_the_monster():
    """Premature Burial leaving without being destroyed (bounced to the hand) does not
    destroy the monster; activated again later, it follows its new object only."""
    table = Table(turn=3)
    table.hand(0, "Premature Burial", "Giant Trunade", "Heavy Storm")
    table.grave(0, "Dark Magician", "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Premature Burial")
    s.pick("target", "Dark Magician")
    s.pick("activate", "Giant Trunade")
    assert sorted(hand(duel, 0)) == ["Heavy Storm", "Premature Burial"]
    assert field_monsters(duel, 0) == ["Dark Magician"]
    s.pick("activate", "Premature Burial")
    s.pick("target", "Summoned Skull")
    s.pick("activate", "Heavy Storm")
    # only the monster equipped at the time (Summoned Skull) is destroyed
    assert field_monsters(duel, 0) == ["Dark Magician"]
    assert "Summoned Skull" in grave(duel, 0)


def test_premature_burial_destroyed_while_negated_destroys_nothing():
    """Ruling: destroyed while its effects are negated (Imperial Order), Premature Burial
    does not destroy the equipped monster."""
    duel, s = _premature_burial_on_dark_magician(traps=["Imperial Order", "Raigeki Break"],
                                                 opponent_hand=["Battle Ox"])
    s.pick("pass", player=1)
    s.pick("activate", "Imperial Order", player=1)          # answering the summon
    s.pick("pass", player=1)                                # (player 0 has nothing to chain)
    assert field_monsters(duel, 0) == ["Dark Magician"]
    s.pick("battle", player=0)
    s.pick("activate", "Raigeki Break", player=1)
    s.pick("select", "Battle Ox", player=1)
    s.pick("target", "Premature Burial", player=1)
    assert grave(duel, 0) == ["Premature Burial"]
    assert field_monsters(duel, 0) == ["Dark Magician"]
