"""Breaker the Magical Warrior's rulings as Goat judges give them (the GOAT preset; one text in
both eras: when Normal Summoned it gets 1 Spell Counter; it may remove that counter to destroy 1
Spell or Trap Card on the field).

Source: goatformat.com, "Individual Rulings (A-C)", BREAKER THE MAGICAL WARRIOR, Individual Card
FAQs (its entry, in our own words): only a Normal Summon gives it the counter; Special Summoned
(by Monster Reborn) it has none, so it cannot destroy a card.

Reading note (h40f): the stored copies of goatformat.com's Individual Rulings pages reachable
for this audit hold only each page's opening (the S-T page: its card headings), so the page is
named as where the card's 2005 Upper Deck rulings are listed, and the answer is put in our own
words from the card's 2005 text and the game's rules; it is not quoted from the page."""

from duelist.testing.reads import field_monsters
from duelist.testing.scenario import Script, Table


def test_breaker_special_summoned_by_monster_reborn_has_no_counter_to_remove():
    """Q: I revive Breaker the Magical Warrior with Monster Reborn; may I remove a Spell
    Counter from it to destroy my opponent's Set card? A: no: a Special Summon places no
    counter (it stays at 1600 ATK), and without one the effect cannot be used."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Monster Reborn")
    table.grave(0, "Breaker the Magical Warrior")
    table.spell_trap(1, "Mirror Force")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn")
    while duel.request.kind != "idle":
        if s.has("pass"):
            s.pick("pass")
        elif duel.request.kind == "option":
            s.pick("option", "Attack Position")
        else:
            s.answer(duel.request.options[0])
    assert field_monsters(duel, 0) == ["Breaker the Magical Warrior"]
    breaker = duel.monsters(0)[0]
    assert duel.atk(breaker) == 1600                         # no counter: no +300
    assert not s.has("activate", "Breaker the Magical Warrior")
