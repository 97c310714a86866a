"""Declaring a card name (`kit.declare_card_name`, on the `option` request): what is offered must
tell nothing hidden. The names offered are every card name of the card database (a card the engine
does not play yet too: a player may declare any name), once each, sorted by English name: never built
from a Deck, nor from the cards that have scripts (a replay's answers keep their names as scripts are
added), so two duels whose Decks and hands differ offer the same request, to either player,
under either rule set (docs/protocol.md: a player learns only what the rules show; the leak
experiments of duelist/testing/leaks.py compare requests the same way). Mind Crush narrows it (no
Extra Deck monster); Archfiend's Oath declares any name."""

from duelist.cards import db, kit, registry
from duelist.testing.scenario import Script, Table


def _mind_crush_request(my_deck, their_deck, their_hand, rules="MR5"):
    table = Table(turn=3, rules=rules)
    table.spell_trap(0, "Mind Crush")
    table.hand(0, "Battle Ox")
    table.deck(0, list(my_deck))
    table.deck(1, list(their_deck))
    table.hand(1, *their_hand)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mind Crush", request="idle")
    assert duel.request.kind == "option" and duel.request.player == 0
    first = duel.request.to_dict(), [o.key for o in duel.request.options]
    s.answer(duel.request.options[3])           # a run of names, then its names
    return first, (duel.request.to_dict(), [o.key for o in duel.request.options])


def test_declared_name_list_does_not_depend_on_either_deck():
    """Q: two duels, the same moment, but the Decks and the opponent's hand hold other cards: do the
    names offered to declare differ? A: no: the request is the same, option by option (names and
    keys), so it tells nothing of either Deck or hand."""
    one = _mind_crush_request(["Pot of Greed"] * 3, ["Dark Hole", "Sangan"], ["Mirror Force"])
    two = _mind_crush_request(["Celtic Guardian", "Jinzo", "Thousand-Eyes Restrict"],
                              ["Blue-Eyes White Dragon"] * 5, ["Battle Ox", "Pot of Greed", "Sangan"])
    assert one == two
    three = _mind_crush_request([], [], ["Mirror Force"], rules="GOAT")
    assert three == one


def _oath_request(player):
    table = Table(turn=3 + player, turn_player=player)
    table.spell_trap(player, "Archfiend's Oath", face_down=False)
    table.deck(player, ["Pot of Greed"] if player == 0 else ["Mystical Elf", "Dark Hole"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Archfiend's Oath", request="idle")
    assert duel.request.kind == "option" and duel.request.player == player
    first = [o.name for o in duel.request.options]
    s.answer(duel.request.options[-1])
    return first, [o.name for o in duel.request.options]


def test_declared_name_list_is_the_same_for_both_players():
    """Q: does player 1 get the same names to declare as player 0? A: yes, the same list in the same
    order (Archfiend's Oath, any name: the whole list, in runs of at most 60 names, then runs inside
    the last run)."""
    runs = kit.name_ranges(kit.declarable_cards())
    inner = kit.name_ranges(runs[-1][2])
    assert _oath_request(0) == _oath_request(1) == (
        [kit.RUN_LABEL % (a, b) for a, b, _ in runs], [kit.RUN_LABEL % (a, b) for a, b, _ in inner])


def test_declarable_names_are_every_card_name_once_each_in_name_order():
    """Q: which cards make the list? A: each card of the card database once (an alternate artwork
    under its main passcode: Dark Magician once), sorted by English name; no Token; a card the
    engine does not play yet too (Castle of Dark Illusions), so the list does not change as scripts
    are added."""
    cards = kit.declarable_cards()
    names = [d.name for d in cards]
    assert names == sorted(names, key=lambda n: (n.casefold(), n))
    assert len(set(names)) == len(names) and names.count("Dark Magician") == 1
    assert all(d.code == (d.alias or d.code) for d in cards)          # main passcodes only
    assert not any(d.is_token for d in cards)
    assert "Ultimate Insect LV1" in names and "Ultimate Insect LV3" in names
    assert {"Battle Ox", "Mind Crush", "Archfiend's Oath", "Thousand-Eyes Restrict"} <= set(names)
    unplayed = db.get_card(62121)       # Castle of Dark Illusions
    assert not registry.is_implemented(unplayed) and "Castle of Dark Illusions" in names
    every = {d.alias or d.code for d in db.all_cards() if not d.is_token}
    assert {d.code for d in cards} == every
