"""A card's history on the field (state.py `Card.history`, round 23f): each write records what
happened and keeps the rest. An attack records the turn and the count of attacks, not a new
Set turn nor a new position change; a Flip Summon and a change of battle position record the
turn of the change, and keep the turn the monster last attacked. The rulings it stands for
(seed 004 §怪兽的召唤, seed 000 §怪獸的表示形式的變更): a monster's controller may change its
battle position once a turn, not the turn it was summoned or Set, not after it attacked; a
Flip Summon is such a change."""

from duelist.engine import state as S
from duelist.testing import Script, Table
from duelist.testing.invariants import check_invariants

FILLER = ["Beaver Warrior"] * 6


def _table(**kw):
    table = Table(rules="MR5", **kw)
    table.deck(0, FILLER)
    table.deck(1, FILLER)
    return table


def _card(duel, name):
    (card,) = [c for c in duel.cards if c.data.name == name and c.location == S.MZONE]
    return card


def _to_own_next_turn(script):
    player = script.duel.turn_player
    script.end_turn()
    script.expect("idle", player=1 - player)
    script.end_turn()
    script.expect("idle", player=player)


def test_an_attack_keeps_the_turn_the_monster_was_set_and_the_turn_it_was_flipped():
    """Mystical Elf Set on turn 3, Flip Summoned on turn 5, attacks directly on turn 5: Set on
    turn 3, its position changed on turn 5, one attack on turn 5."""
    table = _table(turn=3)
    table.hand(0, "Mystical Elf")
    duel = table.build()
    s = Script(duel)
    s.pick("set", "Mystical Elf")
    _to_own_next_turn(s)
    s.pick("flip_summon", "Mystical Elf")
    card = _card(duel, "Mystical Elf")
    assert card.history == (3, "flip", 3, 5, 0, 0, "hand", ())
    s.pick("battle")
    s.pick("attack", "Mystical Elf", target="player", request="battle")
    assert card.history == (3, "flip", 3, 5, 5, 1, "hand", (None,))
    assert (card.set_turn, card.position_turn, card.attack_turn, card.attacks) == (3, 5, 5, 1)
    check_invariants(duel)


def test_a_later_turns_attack_records_that_turn_and_keeps_the_position_unchanged():
    """Battle Ox (Normal Summoned on turn 2) attacks directly on turn 3 and again on turn 5:
    its battle position never changed (0), its last attack is turn 5's, the first that turn."""
    table = _table(turn=3)
    table.monster(0, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    card = _card(duel, "Battle Ox")
    s.pick("battle")
    s.pick("attack", "Battle Ox", target="player", request="battle")
    assert card.history == (2, "normal", 0, 0, 3, 1, "hand", (None,))
    _to_own_next_turn(s)
    s.pick("battle")
    s.pick("attack", "Battle Ox", target="player", request="battle")
    assert card.history == (2, "normal", 0, 0, 5, 1, "hand", (None,))
    check_invariants(duel)


def test_a_flip_summon_keeps_the_turn_the_monster_last_attacked():
    """Battle Ox attacked on turn 3 and was turned face-down that turn (Book of Moon's result,
    written into the table); Flip Summoned on turn 5, its last attack stays turn 3's, one."""
    table = _table(turn=3)
    table.monster(0, "Battle Ox", position="set", attacked=True)
    duel = table.build()
    s = Script(duel)
    card = _card(duel, "Battle Ox")
    _to_own_next_turn(s)
    s.pick("flip_summon", "Battle Ox")
    assert (card.summon_kind, card.position_turn, card.attack_turn, card.attacks) == ("flip", 5, 3, 1)
    check_invariants(duel)


def test_a_change_of_position_keeps_the_turn_the_monster_last_attacked():
    """Battle Ox attacked on turn 3; on turn 5 its controller changes it to Defense Position:
    its position changed on turn 5, its last attack stays turn 3's, one."""
    table = _table(turn=3)
    table.monster(0, "Battle Ox", attacked=True)
    duel = table.build()
    s = Script(duel)
    card = _card(duel, "Battle Ox")
    _to_own_next_turn(s)
    s.pick("change_position", "Battle Ox")
    assert (card.position_turn, card.attack_turn, card.attacks) == (5, 3, 1)
    assert card.position == S.FACEUP_DEFENSE
    check_invariants(duel)
