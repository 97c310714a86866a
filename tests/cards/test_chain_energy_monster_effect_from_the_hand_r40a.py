"""Chain Energy (79323590) in Goat format: activating a monster's effect from the hand is "playing
a card from the hand", so it costs 500 LP.

Source: the Goat-era text (MRL-046: each player pays 500 LP for each card they play or Set from
the hand) and Upper Deck's tournament ruling quoted in Pojo's "The real rules to CHAIN ENERGY"
(June 2003): "Play or Set card" means ... (3) activation of an Effect Monster from hand
("Kuriboh", etc.); a card sent for a cost or a Tribute is excluded. Seed 000 §手卡 (cards played
from the hand)."""

from duelist.testing.reads import hand, lp
from duelist.testing.scenario import Script, Table


def test_thunder_dragon_activated_from_the_hand_under_chain_energy_costs_500_lp_in_goat():
    """Question (Goat): Chain Energy is face-up; player 0 discards Thunder Dragon from the hand
    to add two Thunder Dragon from the Deck. Does player 0 pay 500 LP? Answer: yes, 500 once
    (the discarded card itself is the cost, not a second card played)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(0, "Chain Energy", face_down=False)
    table.hand(0, "Thunder Dragon")
    table.deck(0, ["Thunder Dragon", "Thunder Dragon", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Thunder Dragon", request="idle")
    for _ in range(6):
        if duel.request.kind == "idle":
            break
        if duel.request.kind == "chain":
            s.pick("pass")
        else:
            s.answer(duel.request.options[0])
    assert hand(duel, 0) == ["Thunder Dragon", "Thunder Dragon"]
    assert lp(duel) == (7500, 8000)


def _thunder_dragon_table(rules, lp_=(8000, 8000)):
    table = Table(rules=rules, turn=3, turn_player=0, lp=lp_)
    table.spell_trap(0, "Chain Energy", face_down=False)
    table.hand(0, "Thunder Dragon")
    table.deck(0, ["Thunder Dragon", "Thunder Dragon", "Battle Ox"])
    return table.build()


def test_today_thunder_dragon_activated_from_the_hand_costs_nothing_under_chain_energy():
    """Question (today's text, MR5): the same Thunder Dragon under Chain Energy. Answer: no LP:
    today's text charges the activation of a card from the hand, not a monster's effect."""
    duel = _thunder_dragon_table("MR5")
    s = Script(duel)
    s.pick("activate", "Thunder Dragon", request="idle")
    for _ in range(6):
        if duel.request.kind == "idle":
            break
        if duel.request.kind == "chain":
            s.pick("pass")
        else:
            s.answer(duel.request.options[0])
    assert hand(duel, 0) == ["Thunder Dragon", "Thunder Dragon"]
    assert lp(duel) == (8000, 8000)


def test_thunder_dragon_cannot_be_activated_with_less_lp_than_chain_energy_asks_in_goat():
    """Question (Goat): with 400 LP under Chain Energy, may player 0 activate Thunder Dragon's
    effect from the hand? Answer: no: the 500 LP to play it cannot be paid."""
    duel = _thunder_dragon_table("GOAT", lp_=(400, 8000))
    assert not Script(duel).has("activate", "Thunder Dragon")
