"""A player activates only the cards they control (ENGINE.md §3): `_can_activate`, the plain
rule every legality check of an activation adds up to (the one the tests and the kept-answers
oracle ask), refuses a player the opponent's card whose every other check it would pass. The
engine's windows and menus ask the offer cache's candidates, the player's own by
construction, so this is the rule's one place. Round 33m: docs/mutation.md's open entry on
`_can_activate` without its controller test."""

from duelist.testing.scenario import Table


def _card(duel, player, name):
    for card in duel.players[player].szone:
        if card is not None and card.data.name == name:
            return card
    raise AssertionError("%s not in player %d's Spell & Trap Zones" % (name, player + 1))


def test_a_set_quick_play_spell_or_trap_is_activated_only_by_its_controller():
    table = Table(turn=3, turn_player=0, phase="main1")
    table.spell_trap(1, "Mystical Space Typhoon")
    table.spell_trap(0, "Mystical Space Typhoon")
    table.spell_trap(0, "Dust Tornado")
    table.spell_trap(1, "Dust Tornado")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    for player in (0, 1):
        for name in ("Mystical Space Typhoon", "Dust Tornado"):
            card = _card(duel, player, name)
            effect = card.script.effects[0]
            assert duel._can_activate(player, card, effect), (player, name)
            assert not duel._can_activate(1 - player, card, effect), (player, name)
