"""Archfiend's Oath (Continuous Spell): once per turn, pay 500 LP and declare a card name; the top
card of your Deck is excavated (shown to both players) and added to your hand if it is the declared
card, otherwise sent to the GY.

Sources: the card's text (the 2005 print, Dark Crisis, and today's say the same: no era entry), in
our own words; yugioh-wiki.net 《デーモンの宣告》 (any card name may be declared; the excavated card
goes to the GY on a miss; it is "added to the hand", not drawn). Seed 000 §永續魔法: an effect a face-up
Continuous Spell activates is not applied if that Spell leaves the field before it resolves (a
Mystical Space Typhoon chained to it), and it is a Spell Speed 1 effect; the 500 LP are a cost."""

from duelist.cards import kit
from duelist.testing.reads import grave, hand, lp, of_type
from duelist.testing.scenario import Script, Table


def _pass_all(s, duel):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")


def _table(deck=("Pot of Greed", "Battle Ox"), lps=None):
    table = Table(turn=3, lp=lps)
    table.spell_trap(0, "Archfiend's Oath", face_down=False)
    if deck:
        table.deck(0, list(deck))
    return table


def _oath(table, name):
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Archfiend's Oath", request="idle")
    s.declare_name(name, player=0)
    return duel, s


def test_archfiends_oath_adds_the_top_card_when_declared_right():
    """Q: my Deck's top card is Pot of Greed; I pay 500 LP and declare Pot of Greed. A: it is shown to
    both players and added to my hand; Battle Ox is now on top; I am at 7500 LP."""
    duel, s = _oath(_table(), "Pot of Greed")
    _pass_all(s, duel)
    assert hand(duel, 0) == ["Pot of Greed"] and grave(duel, 0) == []
    assert [c.name for c in duel.players[0].deck] == ["Battle Ox"]
    assert lp(duel) == (7500, 8000)
    shown = [e for e in of_type(duel, "reveal") if "private" not in e]
    assert [e["name"] for e in shown] == ["Pot of Greed"]          # public: both players saw it
    declared = of_type(duel, "declare")[-1]
    assert (declared["player"], declared["what"], declared["value"]) == (0, "card name", "Pot of Greed")


def test_archfiends_oath_sends_the_top_card_to_the_gy_on_a_miss():
    """Q: I declare Dark Hole; the top card is Pot of Greed. A: Pot of Greed goes to my GY, my hand
    gets nothing; the LP stay paid; Archfiend's Oath stays face-up."""
    duel, s = _oath(_table(), "Dark Hole")
    _pass_all(s, duel)
    assert hand(duel, 0) == [] and grave(duel, 0) == ["Pot of Greed"]
    assert lp(duel) == (7500, 8000)
    oath = [c for c in duel.players[0].szone if c is not None]
    assert [(c.name, c.face_up) for c in oath] == [("Archfiend's Oath", True)]
    assert [c.name for c in duel.players[0].deck] == ["Battle Ox"]


def test_archfiends_oath_once_per_turn():
    """Q: I used Archfiend's Oath this turn; may I use it again? A: no, once per turn."""
    duel, s = _oath(_table(), "Battle Ox")
    _pass_all(s, duel)
    assert grave(duel, 0) == ["Pot of Greed"]
    assert not s.has("activate", "Archfiend's Oath")


def test_archfiends_oath_needs_a_card_in_the_deck_and_500_lp():
    """Q: may I use Archfiend's Oath with an empty Deck, or with 400 LP? A: no: there is no card to
    excavate; the 500 LP cost cannot be paid."""
    assert not Script(_table(deck=()).build()).has("activate", "Archfiend's Oath")
    assert not Script(_table(lps=(400, 8000)).build()).has("activate", "Archfiend's Oath")
    assert Script(_table(lps=(600, 8000)).build()).has("activate", "Archfiend's Oath")


def test_archfiends_oath_offers_any_card_name():
    """Q: which names may I declare? A: any card name the engine plays, sorted by name, Fusion Monsters
    included (the text restricts nothing), the same list the primitive builds whatever the Decks."""
    duel = _table().build()
    Script(duel).pick("activate", "Archfiend's Oath", request="idle")
    runs = kit.name_ranges(kit.declarable_cards())
    assert [o.name for o in duel.request.options] == [kit.RUN_LABEL % (a, b) for a, b, _ in runs]
    names = [d.name for _, _, run in runs for d in run]
    assert names == [d.name for d in kit.declarable_cards()]
    assert "Thousand-Eyes Restrict" in names and "Archfiend's Oath" in names


def test_archfiends_oath_destroyed_in_answer_excavates_nothing():
    """Q: I pay 500 LP and declare Pot of Greed; my opponent chains Mystical Space Typhoon on Archfiend's
    Oath. A: the Oath is destroyed before its effect resolves: nothing is excavated (Pot of Greed stays
    on top), the 500 LP stay paid (a cost), and the once-per-turn use is spent (seed 000 §永續魔法)."""
    table = _table()
    table.spell_trap(1, "Mystical Space Typhoon")
    duel, s = _oath(table, "Pot of Greed")
    s.pick("activate", "Mystical Space Typhoon", player=1, request="chain")
    s.pick("target", "Archfiend's Oath", player=1)
    _pass_all(s, duel)
    assert hand(duel, 0) == [] and grave(duel, 0) == ["Archfiend's Oath"]
    assert [c.name for c in duel.players[0].deck] == ["Battle Ox", "Pot of Greed"]
    assert lp(duel) == (7500, 8000)
