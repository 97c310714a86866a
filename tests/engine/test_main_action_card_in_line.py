"""The Main Phase action finds the card its option names through card_by_uid's map in line
(turn.py `_main_action`, `_option_card`'s first answer; docs/performance.md round 10, issue
11: a call with a frame on PyPy). The invariant: an option acts on the card that has the
uid it names now; a map entry counts only while its card still has that uid (a card that
moved is a new object with a new uid), else the card is looked for where it is."""

from duelist.engine import state as S
from duelist.testing import Table


def _summon_option(duel, name):
    return next(o for o in duel.request.options if o.kind == "summon" and o.name == name)


def _answer(duel, option):
    """Answer the menu, then every question it brings (the zone, the opponent's passes) by the
    first option, back to the next menu."""
    duel.answer(option)
    while duel.request is not None and duel.request.kind != "idle":
        duel.answer(duel.request.options[0])


def _duel():
    table = Table()
    table.hand(0, "Celtic Guardian", "Mystical Elf")
    table.monster(0, "Dark Magician", zone=4)
    return table.build()


def test_the_option_summons_the_card_it_names():
    duel = _duel()
    _answer(duel, _summon_option(duel, "Mystical Elf"))
    assert [c.data.name for c in duel.monsters(0)] == ["Mystical Elf", "Dark Magician"]


def test_a_map_entry_of_a_card_that_has_another_uid_now_is_not_used():
    """An entry planted for the option's uid that names a card whose uid is another (what a
    card that moved leaves behind) is passed over: the card with the uid is summoned."""
    duel = _duel()
    option = _summon_option(duel, "Mystical Elf")
    other = duel.monsters(0)[0]
    assert other.uid != option.card
    duel._uid_cards[option.card] = other
    _answer(duel, option)
    assert [c.data.name for c in duel.monsters(0)] == ["Mystical Elf", "Dark Magician"]
    assert [c.data.name for c in duel.players[0].hand] == ["Celtic Guardian"]


def test_a_missing_map_entry_finds_the_card_where_it_is():
    duel = _duel()
    option = _summon_option(duel, "Celtic Guardian")
    duel._uid_cards.pop(option.card, None)
    _answer(duel, option)
    assert duel.players[0].mzone[0] is not None and duel.players[0].mzone[0].data.name == "Celtic Guardian"
    assert duel.players[0].mzone[0].location == S.MZONE
