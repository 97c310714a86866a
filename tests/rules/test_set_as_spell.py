"""A monster Set in the Spell & Trap Zone "as a Spell" (the "Artifact" monsters: module constant
SET_AS_SPELL). Seed 000 §魔法卡 defines the Set (從手卡把魔法卡裡側放置稱為蓋伏: a card placed
face-down from the hand); seed 000 §當作魔法卡的靈擺怪獸 and seed 004 §装备魔法卡 (a monster card
turned into an Equip Card counts as an Equip Spell) are the seeds' other monster cards that are
Spell Cards while in a Spell & Trap Zone. The card's own rulings: it is Set without an
activation, does not use the Normal Summon, is a face-down Spell Card while there (hidden,
never activated, no monster), and Spell/Trap removal reaches it."""

import pytest

from duelist.engine import state as S
from duelist.engine.pendulum import card_type_now
from duelist.testing.reads import field_monsters, grave, lp
from duelist.testing.scenario import Script, Table

MORALLTACH = "Artifact Moralltach"
BEAGALLTACH = "Artifact Beagalltach"


def spells(duel, player):
    return [None if c is None else c.name for c in duel.players[player].szone]


def _idle(s, duel):
    while duel.request is not None and duel.request.kind not in ("idle", "battle"):
        s.pick("pass", first=True)


def test_an_artifact_is_set_from_the_hand_as_a_spell_without_using_the_normal_summon():
    """seed 000 §魔法卡 (蓋伏): the Main Phase menu offers to Set Artifact Moralltach from the
    hand face-down in the Spell & Trap Zone; it is no Normal Set, so Battle Ox may still be
    Normal Summoned. A monster without that ability (Battle Ox) is offered no such Set."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, MORALLTACH, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    assert not s.has("set_spell", "Battle Ox")
    s.pick("set_spell", MORALLTACH)
    card = duel.players[0].szone[0]
    assert card.name == MORALLTACH and card.position == S.FACEDOWN and card.set_turn == 3
    assert duel.players[0].normal_summons == 0
    s.pick("summon", "Battle Ox")
    assert field_monsters(duel, 0) == ["Battle Ox"]


def test_the_player_chooses_the_spell_trap_zone_of_a_set_artifact():
    """Zones (docs/protocol.md): with several Spell & Trap Zones free the player picks one,
    as for any Set Spell."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, MORALLTACH)
    duel = table.build()
    s = Script(duel, zones="ask")
    s.pick("set_spell", MORALLTACH)
    assert [o.zone for o in s.expect("zone", player=0).options] == [0, 1, 2, 3, 4]
    s.pick("zone", zone=3)
    assert spells(duel, 0) == [None, None, None, MORALLTACH, None]


def test_under_mr4_a_set_artifact_may_take_an_end_zone():
    """seed 000 §新大師規則: the leftmost and rightmost Spell & Trap Zones are Spell & Trap Zones
    (Pendulum Zones only for a Pendulum card activated there): an Artifact may be Set in one;
    it is no Pendulum scale there."""
    table = Table(rules="MR4", turn=3, turn_player=0)
    table.hand(0, MORALLTACH)
    duel = table.build()
    s = Script(duel, zones="ask")
    s.pick("set_spell", MORALLTACH)
    s.pick("zone", zone=4)
    assert spells(duel, 0)[4] == MORALLTACH and duel.pendulum_zones(0) == [None, None]


def test_no_set_as_a_spell_with_every_spell_trap_zone_in_use():
    """seed 004 §决斗场: a Set card needs a free Spell & Trap Zone, an Artifact too."""
    table = Table(turn=3, turn_player=0)
    for _ in range(5):
        table.spell_trap(0, "Waboku")
    table.hand(0, MORALLTACH)
    duel = table.build()
    assert not Script(duel).has("set_spell", MORALLTACH)


def test_a_set_artifact_is_a_hidden_face_down_spell_card_and_no_monster():
    """While Set there it is a Spell Card (card_type_now), hidden from the opponent (the Set
    reads "a Spell/Trap" to them, the view shows no name), and no monster: the opponent, with
    no monster in the way, attacks directly."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, MORALLTACH)
    table.monster(1, "Battle Ox")
    table.deck(1, ["Mystical Elf"])
    duel = table.build()
    s = Script(duel)
    s.pick("set_spell", MORALLTACH)
    card = duel.players[0].szone[0]
    assert card_type_now(card) == "Spell"
    seen = duel.view(1)["players"][0]["spells"][0]
    assert "code" not in seen and "name" not in seen
    assert all(MORALLTACH not in str(e) for e in duel.log_for(1))
    s.end_turn()
    _idle(s, duel)
    s.pick("battle", player=1)
    s.pick("attack", "Battle Ox", target="player", player=1)
    _idle(s, duel)
    assert lp(duel)[0] == 8000 - 1700 and spells(duel, 0)[0] == MORALLTACH


def test_a_set_artifact_is_never_activated():
    """It is Set without an activation and is no Spell that can be activated: in the
    opponent's turn, with a Set Mystical Space Typhoon beside it, only the Typhoon is offered
    when its controller may respond."""
    table = Table(turn=4, turn_player=1)
    table.spell_trap(0, MORALLTACH)
    table.spell_trap(0, "Mystical Space Typhoon")
    table.spell_trap(1, "Swords of Revealing Light", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("battle", player=1)          # player 0 may respond before the phase ends
    request = s.expect("chain", player=0)
    assert [o.name for o in request.options if o.kind == "activate"] == ["Mystical Space Typhoon"]


def test_mystical_space_typhoon_targets_it_and_in_the_opponents_turn_it_comes_back():
    """A Spell/Trap removal card reaches it: the opponent's Mystical Space Typhoon may target
    the Set Moralltach; destroyed there during its controller's opponent's turn and sent to the
    GY, it Special Summons itself (a mandatory trigger)."""
    table = Table(turn=4, turn_player=1)
    moralltach = table.spell_trap(0, MORALLTACH)
    table.hand(1, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon", player=1)
    target = s.options("target", moralltach)[0]
    assert target.name == "Set card (Spell & Trap Zone 1)"         # the opponent sees a Set card
    s.pick("target", moralltach, player=1)
    s.pick("option", "Attack Position", player=0)
    _idle(s, duel)
    assert field_monsters(duel, 0) == [MORALLTACH] and grave(duel, 1) == ["Mystical Space Typhoon"]


def test_heavy_storm_destroys_every_set_artifact_and_each_comes_back():
    """Heavy Storm destroys every card in the Spell & Trap Zones, Set Artifacts too; each one
    destroyed in the opponent's turn Special Summons itself (two mandatory triggers, one chain:
    their controller orders them)."""
    table = Table(turn=4, turn_player=1)
    table.spell_trap(0, MORALLTACH)
    table.spell_trap(0, BEAGALLTACH)
    table.hand(1, "Heavy Storm")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Heavy Storm", player=1)
    s.pick("chain_trigger", MORALLTACH, player=0, request="order")
    for _ in range(2):
        s.pick("option", "Defense Position", player=0)
    _idle(s, duel)
    assert sorted(field_monsters(duel, 0)) == [BEAGALLTACH, MORALLTACH]
    assert spells(duel, 0) == [None] * 5 and grave(duel, 1) == ["Heavy Storm"]


def test_destroyed_in_its_controllers_own_turn_it_stays_in_the_gy():
    """Only during the opponent's turn: destroyed by its controller's own Mystical Space
    Typhoon in their own turn, it stays in the GY."""
    table = Table(turn=3, turn_player=0)
    table.spell_trap(0, MORALLTACH)
    table.hand(0, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon")
    s.pick("target", MORALLTACH)
    _idle(s, duel)
    assert field_monsters(duel, 0) == [] and sorted(grave(duel, 0)) == [MORALLTACH, "Mystical Space Typhoon"]


def test_a_set_artifact_banished_instead_of_going_to_the_gy_does_not_come_back():
    """"Destroyed and sent to the GY": under Macro Cosmos the destroyed Set Moralltach is
    banished instead, and its effect (from the GY) never starts."""
    table = Table(turn=4, turn_player=1)
    moralltach = table.spell_trap(0, MORALLTACH)
    table.spell_trap(1, "Macro Cosmos", face_down=False)
    table.hand(1, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon", player=1)
    s.pick("target", moralltach, player=1)
    _idle(s, duel)
    assert field_monsters(duel, 0) == [] and [c.name for c in duel.players[0].banished] == [MORALLTACH]


def test_the_scenario_table_places_a_set_artifact_and_refuses_other_set_monsters():
    """Table.spell_trap places a Set Artifact (a face-down Spell Card there); a monster that
    may not be Set as a Spell is refused with a clear error."""
    table = Table(turn=3, turn_player=0)
    ref = table.spell_trap(0, MORALLTACH)
    duel = table.build()
    card = ref.card(duel)
    assert card.location == S.SZONE and not card.face_up and card_type_now(card) == "Spell"
    with pytest.raises(ValueError, match="cannot be Set as a Spell"):
        Table().spell_trap(0, "Battle Ox")


def test_the_opponent_cannot_tell_a_set_artifact_from_a_set_spell():
    """seed 000 §魔法卡 (a Set card is face-down): two duels in which player 0 Sets either
    Artifact Moralltach or Mystical Space Typhoon from the hand look the same to player 1:
    the same view, log and, in their turn, the same targets for their own Typhoon."""
    def duel_with(card):
        table = Table(turn=3, turn_player=0)
        table.hand(0, card)
        table.hand(1, "Mystical Space Typhoon")
        table.deck(1, ["Battle Ox"])
        duel = table.build()
        s = Script(duel)
        s.pick("set_spell", card)
        s.end_turn()
        _idle(s, duel)
        s.pick("activate", "Mystical Space Typhoon", player=1)
        return duel

    a, b = duel_with(MORALLTACH), duel_with("Mystical Space Typhoon")
    assert a.view(1) == b.view(1) and a.log_for(1) == b.log_for(1)
    assert a.request.to_dict() == b.request.to_dict()
