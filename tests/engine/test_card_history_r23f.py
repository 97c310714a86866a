"""A card's history on the field (state.py `Card.history`, round 23f): the turn it arrived, how
it was summoned, the turn it was Set, the turn its battle position last changed, the turn it
last attacked and how many attacks it declared then, kept as one tuple that a write replaces
(a fork copies one reference), with `fixed_turn`, the latest of the turn it arrived, was Set,
changed position and attacked. The rulings it stands for (seed 004 §怪兽的召唤, seed 000
§怪獸的表示形式的變更): a monster's controller may change its battle position once a turn in
their Main Phase, not the turn it was summoned or Set, not after it attacked, and not again
after a change (a Flip Summon is one); a card that leaves the field is a new object with no
history, and one that comes back has only its new arrival."""

from duelist.engine import state as S
from duelist.engine.state import (H_ATTACK_TURN, H_ATTACKS, H_PLACED, H_POSITION_TURN, H_SET_TURN,
                                  H_SUMMON_KIND, NO_HISTORY)
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


def _position_rows(script, name):
    return [o.kind for o in script.options(card=name) if o.kind in ("flip_summon", "change_position")]


def _to_own_next_turn(script):
    """End this turn and the opponent's (who does nothing): Main Phase 1 of the next own turn."""
    player = script.duel.turn_player
    script.end_turn()
    script.expect("idle", player=1 - player)
    script.end_turn()
    script.expect("idle", player=player)


def test_a_normal_summon_is_the_monsters_arrival_and_fixes_its_position_this_turn():
    """Normal Summoned on turn 3: arrived on turn 3, summoned "normal", nothing else; its
    position cannot change that turn, and can the next."""
    table = _table(turn=3)
    table.hand(0, "Beaver Warrior")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Beaver Warrior")
    card = _card(duel, "Beaver Warrior")
    assert card.history == (3, "normal", 0, 0, 0, 0, "hand", ()) and card.fixed_turn == 3
    assert (card.turn_placed, card.summon_kind, card.set_turn) == (3, "normal", 0)
    assert _position_rows(s, "Beaver Warrior") == []
    _to_own_next_turn(s)
    assert duel.turn == 5 and card.history == (3, "normal", 0, 0, 0, 0, "hand", ())
    assert _position_rows(s, "Beaver Warrior") == ["change_position"]
    check_invariants(duel)


def test_a_set_monster_is_flip_summoned_no_earlier_than_the_next_turn_and_then_stays_fixed():
    """Set on turn 3: summoned "set", Set on turn 3, no Flip Summon that turn; Flip Summoned on
    turn 5 its position changed on turn 5 ("flip"), and no change of position follows in that
    turn, even in Main Phase 2."""
    table = _table(turn=3)
    table.hand(0, "Mystical Elf")
    duel = table.build()
    s = Script(duel)
    s.pick("set", "Mystical Elf")
    card = _card(duel, "Mystical Elf")
    assert card.history == (3, "set", 3, 0, 0, 0, "hand", ()) and card.fixed_turn == 3
    assert _position_rows(s, "Mystical Elf") == []
    _to_own_next_turn(s)
    assert _position_rows(s, "Mystical Elf") == ["flip_summon"]
    s.pick("flip_summon", "Mystical Elf")
    assert card.history == (3, "flip", 3, 5, 0, 0, "hand", ()) and card.fixed_turn == 5
    assert card.position == S.FACEUP_ATTACK
    assert _position_rows(s, "Mystical Elf") == []
    s.pick("battle")
    s.pick("end_battle")
    s.expect("idle", player=0)
    assert duel.phase == S.PHASE_MAIN2 and _position_rows(s, "Mystical Elf") == []
    check_invariants(duel)


def test_a_monster_that_attacked_cannot_change_position_in_main_phase_2():
    """A monster from an earlier turn attacks on turn 3: it last attacked on turn 3, once;
    Main Phase 2 offers it no change of position; on turn 5 it may change again."""
    table = _table(turn=3)
    ox = table.monster(0, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    card = _card(duel, "Battle Ox")
    assert card.history == (2, "normal", 0, 0, 0, 0, "hand", ()) and card.fixed_turn == 2
    assert _position_rows(s, "Battle Ox") == ["change_position"]
    s.pick("battle")
    s.pick("attack", ox, target="player", request="battle")
    assert card.history == (2, "normal", 0, 0, 3, 1, "hand", (None,)) and card.fixed_turn == 3
    assert (card.attack_turn, card.attacks) == (3, 1)
    s.pick("end_battle")
    s.expect("idle", player=0)
    assert _position_rows(s, "Battle Ox") == []
    _to_own_next_turn(s)
    assert _position_rows(s, "Battle Ox") == ["change_position"]
    check_invariants(duel)


def test_a_face_down_monster_that_attacked_this_turn_is_not_flip_summoned():
    """A monster that attacked and was turned face-down the same turn (Book of Moon's result,
    written into the table) may not be Flip Summoned that turn: its position is fixed from
    its attack on."""
    table = _table(turn=3)
    table.monster(0, "Battle Ox", position="set", attacked=True)
    duel = table.build()
    s = Script(duel)
    card = _card(duel, "Battle Ox")
    assert card.history[H_ATTACK_TURN] == 3 and card.fixed_turn == 3
    assert _position_rows(s, "Battle Ox") == []
    check_invariants(duel)


def test_a_change_of_position_is_once_a_turn():
    """Changed to Defense Position on turn 3: its position changed on turn 3, and no second
    change that turn; on turn 5 it may change back."""
    table = _table(turn=3)
    table.monster(0, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    card = _card(duel, "Battle Ox")
    s.pick("change_position", "Battle Ox")
    assert card.position == S.FACEUP_DEFENSE
    assert card.history == (2, "normal", 0, 3, 0, 0, "hand", ()) and card.fixed_turn == 3
    assert _position_rows(s, "Battle Ox") == []
    _to_own_next_turn(s)
    assert _position_rows(s, "Battle Ox") == ["change_position"]
    s.pick("change_position", "Battle Ox")
    assert card.history == (2, "normal", 0, 5, 0, 0, "hand", ()) and card.fixed_turn == 5


def test_a_monster_that_left_the_field_has_no_history_and_one_that_returns_only_its_arrival():
    """Tributed, the monster is a new object in the GY with no history; revived by Monster
    Reborn it arrived this turn, Special Summoned, and cannot change position this turn."""
    table = _table(turn=3)
    table.monster(0, "Battle Ox", attacked=False, position_changed=True)
    table.hand(0, "Summoned Skull", "Monster Reborn")
    duel = table.build()
    s = Script(duel)
    ox = _card(duel, "Battle Ox")
    assert ox.history == (2, "normal", 0, 3, 0, 0, "hand", ())
    s.pick("summon", "Summoned Skull")
    s.pick("tribute", "Battle Ox")
    assert ox.location == S.GRAVE and ox.history is NO_HISTORY and ox.fixed_turn == 0
    s.pick("activate", "Monster Reborn")
    s.pick("target", "Battle Ox")
    s.pick("option", "Attack Position")
    s.expect("idle", player=0)
    assert ox.location == S.MZONE
    assert ox.history == (3, "special", 0, 0, 0, 0, "grave", ()) and ox.fixed_turn == 3
    assert _position_rows(s, "Battle Ox") == []
    check_invariants(duel)


def test_a_forks_history_is_its_own():
    """A fork shares its parent's history tuples (immutable: a write replaces one); a change
    of position in the fork leaves the parent's monster as it was, and one in the parent
    leaves the fork's."""
    table = _table(turn=3)
    table.monster(0, "Battle Ox")
    duel = table.build()
    fork = duel.fork()
    mine, theirs = _card(duel, "Battle Ox"), _card(fork, "Battle Ox")
    assert theirs.history is mine.history and theirs.fixed_turn == mine.fixed_turn == 2
    Script(fork).pick("change_position", "Battle Ox")
    assert theirs.history == (2, "normal", 0, 3, 0, 0, "hand", ()) and theirs.fixed_turn == 3
    assert mine.history == (2, "normal", 0, 0, 0, 0, "hand", ()) and mine.fixed_turn == 2
    assert Script(duel).has("change_position", "Battle Ox")
    Script(duel).pick("battle")
    Script(duel).pick("attack", "Battle Ox", target="player", request="battle")
    assert mine.history == (2, "normal", 0, 0, 3, 1, "hand", (None,))
    assert theirs.history == (2, "normal", 0, 3, 0, 0, "hand", ())


def test_the_old_names_read_and_write_the_history_and_keep_fixed_turn():
    """`turn_placed`, `summon_kind`, `set_turn`, `position_turn`, `attack_turn` and `attacks`
    are the history's entries by name; a write through one makes a new tuple and keeps
    `fixed_turn` the latest of the turn placed, Set, position changed and last attack (Black
    Luster Soldier's second attack writes `attacks`)."""
    table = _table(turn=7)
    table.monster(0, "Battle Ox")
    duel = table.build()
    card = _card(duel, "Battle Ox")
    before = card.history
    card.attack_turn = 7
    card.attacks = 1
    assert card.history == (6, "normal", 0, 0, 7, 1, "hand", ()) and card.fixed_turn == 7 and before[H_ATTACK_TURN] == 0
    card.attacks -= 1
    assert card.history[H_ATTACKS] == 0 and card.fixed_turn == 7
    card.attack_turn = 0
    assert card.fixed_turn == 6
    card.position_turn = 5
    assert card.fixed_turn == 6 and card.history[H_POSITION_TURN] == 5
    card.set_turn = 7
    assert card.fixed_turn == 7 and card.history[H_SET_TURN] == 7
    card.summon_kind = "special"
    assert card.history[H_SUMMON_KIND] == "special" and card.history[H_PLACED] == 6
    check_invariants(duel)


def test_a_card_has_fourteen_slots_and_the_fork_copies_each():
    """Card's 14 slots (the six history slots folded into `history`, with `fixed_turn`): a
    fork's card has every one, equal to its parent's (the dicts copied)."""
    assert len(S.Card.__slots__) == 14
    assert "history" in S.Card.__slots__ and "fixed_turn" in S.Card.__slots__
    table = _table(turn=3)
    table.monster(0, "Battle Ox")
    duel = table.build()
    fork = duel.fork()
    for old, new in zip(duel.cards, fork.cards):
        for name in S.Card.__slots__:
            assert getattr(new, name) == getattr(old, name), name
    for card in duel.cards:
        copy = card.copy()
        assert [getattr(copy, n) for n in S.Card.__slots__] == [getattr(card, n) for n in S.Card.__slots__]
