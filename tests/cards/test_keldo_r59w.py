"""Keldo (80441106): destroyed by battle and sent to the GY, it targets 2 cards in the opponent's GY and
shuffles them into the Deck.

Sources, in our words: the card's DCR-077 text (2004) and today's (a mandatory trigger targeting 2 cards
of the opponent's GY: no ERAS entry); yugioh-wiki.net 《ケルドウ》 (destroyed by battle and sent to the
GY; 2 cards of the opponent's GY back into the Deck); a mandatory trigger needing 2 targets is not
activated with fewer (our reading of "target 2": seed 000 §對象); a trigger in the Damage Step
(destroyed by battle) is activated there (seed 004 §伤害步骤)."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table

KD = "Keldo"


def _pass_all(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _attacked(opp_grave):
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    keldo = table.monster(0, KD)
    table.monster(1, "Summoned Skull")
    table.grave(1, *opp_grave)
    return table, keldo


def test_keldo_shuffles_two_of_the_opponents_gy_cards_into_their_deck():
    """Q: my Keldo (1200 ATK) is destroyed by my opponent's Summoned Skull (2500); their GY holds Sangan,
    Pot of Greed and Mirror Force. A: I take 1300; I target Sangan and Pot of Greed: both go into their
    Deck, which is shuffled; Mirror Force stays."""
    table, keldo = _attacked(["Sangan", "Pot of Greed", "Mirror Force"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target=keldo, player=1)
    _pass_all(duel, s)
    assert duel.request.kind == "target" and duel.request.player == 0
    s.pick("target", "Sangan", player=0)
    s.pick("target", "Pot of Greed", player=0)
    _pass_all(duel, s)
    assert duel.players[0].lp == 6700 and grave(duel, 0) == [KD]
    assert grave(duel, 1) == ["Mirror Force"]
    assert sorted(c.name for c in duel.players[1].deck) == ["Pot of Greed", "Sangan"]


def test_keldo_not_activated_with_one_card_in_the_opponents_gy():
    """Q: same battle, but my opponent's GY holds only Sangan. A: 2 targets are needed: no activation;
    Sangan stays in their GY."""
    table, keldo = _attacked(["Sangan"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target=keldo, player=1)
    _pass_all(duel, s)
    assert grave(duel, 1) == ["Sangan"] and grave(duel, 0) == [KD]
    assert duel.request.kind == "battle" and duel.request.player == 1


def test_keldo_destroyed_by_an_effect_does_nothing():
    """Q: my Keldo is destroyed by my opponent's Smashing Ground. A: not by battle: nothing; their GY keeps
    Sangan and Pot of Greed (and now Smashing Ground)."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.monster(0, KD)
    table.grave(1, "Sangan", "Pot of Greed")
    table.hand(1, "Smashing Ground")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Smashing Ground", player=1)
    _pass_all(duel, s)
    assert grave(duel, 0) == [KD]
    assert sorted(grave(duel, 1)) == ["Pot of Greed", "Sangan", "Smashing Ground"]


def test_keldo_under_necrovalley_moves_nothing():
    """Q: Necrovalley is face-up (my opponent's); my Keldo is destroyed by their Summoned Skull; their GY
    holds Sangan and Pot of Greed. A: Necrovalley negates effects that would move cards out of a GY
    (Necrovalley's text, as this engine applies it to a link's targets in a GY): both stay in their GY."""
    table, keldo = _attacked(["Sangan", "Pot of Greed"])
    table.field_spell(1, "Necrovalley")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target=keldo, player=1)
    _pass_all(duel, s)
    s.pick("target", "Sangan", player=0, request="target")     # it is activated: Necrovalley negates it
    s.pick("target", "Pot of Greed", player=0)
    _pass_all(duel, s)
    assert sorted(grave(duel, 1)) == ["Pot of Greed", "Sangan"] and duel.players[1].deck == []
