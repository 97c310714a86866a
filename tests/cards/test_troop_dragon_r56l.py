"""Troop Dragon (55013285): when it is destroyed by battle and sent to the GY, its owner may
Special Summon 1 "Troop Dragon" from their Deck.

Sources: the card's texts in our words (the 2005 TCG print, LOD, and today's do the same: no ERAS
entry); yugioh-wiki.net 《軍隊竜》: an optional trigger in the GY; the copy may come in face-up
Attack or Defense Position (seed 000 §特殊召喚); only a card named "Troop Dragon" (another Dragon
does not do); destroyed by a card effect it does nothing; the summoned copy floats in its turn too
(each copy its own trigger)."""

from duelist.engine import state as S
from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table

TD = "Troop Dragon"


def _position(s, duel, name):
    s.answer([o for o in duel.request.options if o.name == name][0])


def _attack_it(deck, attackers=("Summoned Skull",)):
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    td = table.monster(0, TD)
    for name in attackers:
        table.monster(1, name)
    table.deck(0, deck)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", attackers[0], target=td, player=1)
    return duel, s


def test_troop_dragon_summons_another_troop_dragon():
    """Q: Summoned Skull destroys my Troop Dragon (700) by battle; my Deck holds Koumori Dragon and
    2 Troop Dragons. A: I take 1800, and may Special Summon a Troop Dragon (only that name); 1
    stays in the Deck."""
    duel, s = _attack_it(["Koumori Dragon", TD, TD])
    s.pick("yes", TD, player=0, request="yes_no")
    assert {o.name for o in duel.request.options} == {TD}
    s.pick("select", TD, player=0, first=True)
    _position(s, duel, "Defense Position")
    assert grave(duel, 0) == [TD] and field_monsters(duel, 0) == [TD]
    assert duel.monsters(0)[0].position == S.FACEUP_DEFENSE
    assert sorted(c.name for c in duel.players[0].deck) == ["Koumori Dragon", TD]
    assert duel.players[0].lp == 6200


def test_troop_dragon_the_summoned_copy_floats_again():
    """Q: the new Troop Dragon, in Attack Position, is attacked by my opponent's second monster
    (Battle Ox) and destroyed. A: it floats too: the third copy comes."""
    duel, s = _attack_it([TD, TD], attackers=("Summoned Skull", "Battle Ox"))
    s.pick("yes", TD, player=0)
    s.pick("select", TD, player=0, first=True)
    _position(s, duel, "Attack Position")
    second = duel.monsters(0)[0]
    s.pick("attack", "Battle Ox", target=second.uid, player=1, request="battle")
    s.pick("yes", TD, player=0)
    s.pick("select", TD, player=0)
    _position(s, duel, "Defense Position")
    assert grave(duel, 0) == [TD, TD] and field_monsters(duel, 0) == [TD]
    assert duel.players[0].deck == []


def test_troop_dragon_with_no_copy_left_offers_nothing():
    """Q: no Troop Dragon is left in my Deck (only Koumori Dragon). A: nothing is offered."""
    duel, s = _attack_it(["Koumori Dragon"])
    assert duel.request.kind == "battle" and duel.request.player == 1
    assert field_monsters(duel, 0) == []


def test_troop_dragon_destroyed_by_fissure_does_nothing():
    """Q: my opponent's Fissure destroys my Troop Dragon. A: not by battle: no summon."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.monster(0, TD)
    table.hand(1, "Fissure")
    table.deck(0, [TD])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Fissure", player=1)
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert grave(duel, 0) == [TD] and field_monsters(duel, 0) == []
    assert duel.request.kind == "idle"
