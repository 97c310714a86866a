"""Mist Wurm's rulings as players ask them (the MR5 preset; its effect: when it is Synchro
Summoned, its controller may return up to 3 of the opponent's cards, chosen as targets, to the hand).

Seed 000 §額外卡組區域 (the Extra Deck is where Fusion, Synchro, Xyz and Link Monsters are kept:
one that would return to the hand goes there instead); the rulebook's Token rule (a Token that
leaves the field is removed, it goes to no other place). Sources: Mist Wurm's rulings (yugipedia "Card
Rulings:Mist Wurm": an Extra Deck monster it returns goes to the Extra Deck; a Token returned
ceases to exist; a Set card returns to the hand)."""

from duelist.testing.reads import field_monsters, hand
from duelist.testing.scenario import Script, Table


def test_mist_wurm_returns_a_synchro_to_the_extra_deck_a_token_to_nowhere_and_a_set_card_to_the_hand():
    """Q: Mist Wurm targets my opponent's Stardust Dragon, a Sheep Token and a Set card. Where
    does each go? A: Stardust Dragon to the Extra Deck, the Token vanishes, the Set card goes to
    the hand; only the Set card is in their hand."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.extra(0, "Mist Wurm")
    table.monster(0, "Junk Synchron")
    table.monster(0, "Giant Soldier of Stone")
    table.monster(0, "Giant Soldier of Stone")
    stardust = table.monster(1, "Stardust Dragon", summon_kind="synchro")
    sheep = table.monster(1, "Sheep Token", position="defense")
    set_card = table.spell_trap(1, "Mirror Force")
    duel = table.build()
    s = Script(duel)
    s.pick("synchro_summon", "Mist Wurm")
    s.pick("option", "Attack Position", request="option")
    s.pick("yes", player=0, request="yes_no")
    s.pick("target", stardust)
    s.pick("target", sheep)
    s.pick("target", set_card)
    if duel.request.kind == "target":
        s.pick("done")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 1) == [] and hand(duel, 1) == ["Mirror Force"]
    assert [c.name for c in duel.players[1].extra] == ["Stardust Dragon"]
    assert not [c for c in duel.players[1].szone if c is not None]
