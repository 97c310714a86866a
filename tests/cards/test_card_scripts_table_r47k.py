"""The card scripts table (`registry.scripts`, public for tests that stand a script in) counts
every change, whichever dict method makes it (`scripts_version`): a script taken out with
`pop` and put back with `setdefault` or `update` moves the version each time, so a duel's
set-up template built before sees that a card's script may have changed."""

from duelist.cards import db, registry


def test_pop_setdefault_and_update_each_move_the_scripts_version():
    card = db.find_card("Pot of Greed")
    script = registry.get_script(card)
    before = registry.scripts_version()
    taken = registry.scripts.pop(card.code)
    assert taken is script and registry.scripts_version() > before
    before = registry.scripts_version()
    registry.scripts.setdefault(card.code, taken)
    assert registry.scripts_version() > before and registry.get_script(card) is script
    before = registry.scripts_version()
    registry.scripts.update({card.code: taken})
    assert registry.scripts_version() > before and registry.get_script(card) is script
