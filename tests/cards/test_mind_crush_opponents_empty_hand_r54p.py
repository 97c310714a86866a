"""Mind Crush (Normal Trap) against an opponent with no card in hand: today's ruling and the 2005 one.

Sources: Konami's OCG Q&A for 《マインドクラッシュ》 (quoted on dirzanzetu.hatenablog.com,
2021-01-30, "公式Q&Aにて"): the card can only be activated while both your hand and your
opponent's hand hold at least 1 card. The older OCG ruling list (ygo-sem.cn, 2011-08-18) names
only your own hand as an activation requirement, and says the effect still applies when the
opponent's hand is empty at resolution (a miss: you discard 1 at random). No 2005 TCG ruling on
the opponent's empty hand was found: the GOAT preset keeps the older reading (activation allowed),
today's preset the Q&A (not allowed); at resolution both presets apply the effect as the 2011 list
says."""

from duelist.testing.reads import grave, hand
from duelist.testing.scenario import Script, Table


def _table(rules, their_hand=()):
    table = Table(turn=3, rules=rules)
    table.spell_trap(0, "Mind Crush")
    table.hand(0, "Battle Ox")
    if their_hand:
        table.hand(1, *their_hand)
    return table


def test_mind_crush_cannot_be_activated_while_the_opponents_hand_is_empty():
    """Q: (today's rules) my opponent holds no card; may I activate my Set Mind Crush? A: no: both
    players' hands must hold a card (Konami's OCG Q&A)."""
    duel = _table("MR5").build()
    assert not Script(duel).has("activate", "Mind Crush")


def test_mind_crush_activated_while_the_opponent_holds_a_card():
    """Q: (today's rules) the same with 1 card (Pot of Greed) in my opponent's hand. A: Mind Crush
    may be activated."""
    duel = _table("MR5", their_hand=("Pot of Greed",)).build()
    assert Script(duel).has("activate", "Mind Crush")


def test_mind_crush_goat_against_an_empty_hand_costs_me_a_card():
    """Q: (Goat) my opponent holds no card; may I activate Mind Crush, and what happens? A: yes (the
    older ruling asks only for a card in my hand); the name declared (Sangan) is not in their hand,
    so I discard my only card, Battle Ox."""
    duel = _table("GOAT").build()
    s = Script(duel)
    s.pick("activate", "Mind Crush", request="idle")
    s.declare_name("Sangan", player=0)
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")
    assert hand(duel, 0) == [] and sorted(grave(duel, 0)) == ["Battle Ox", "Mind Crush"]

