"""Dragon's Gunfire (55991637), a judge's review (round 56r): its face-up Dragon is a condition of
its activation only.

Sources: the card's texts in our words (OCG since SC-45 and today's TCG text: it is activated
only while you control a face-up Dragon; yugioh-wiki.net 《火竜の火炎弾》); yugioh-wiki.net
「発動条件」 (a condition of activation is checked as the card is activated, not again as it
resolves: the effect resolves as written even if the condition no longer holds). The 2005 English print (LOD-EN045)
was not found to read: we keep the Dragon condition of the OCG original and today's text (a
reading, no ERAS entry)."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

DG = "Dragon's Gunfire"
BURN = 0


def test_dragons_gunfire_still_burns_when_its_dragon_is_gone():
    """Q: I activate Dragon's Gunfire (800 damage) with Koumori Dragon, my only Dragon; my
    opponent chains Ring of Destruction on Koumori Dragon (1500 ATK). A: the Dragon is needed only
    to activate it: Ring resolves first (1500 to each), then Gunfire deals its 800: 6500 / 5700."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Koumori Dragon")
    table.hand(0, DG)
    table.spell_trap(1, "Ring of Destruction")
    duel = table.build()
    s = Script(duel)
    found = [o for o in duel.request.options if o.kind == "activate" and o.name == DG and o.effect == BURN]
    s.answer(found[0])
    s.pick("activate", "Ring of Destruction", player=1, request="chain")
    while duel.request.kind == "target":
        s.pick("target", "Koumori Dragon", player=1)
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert lp(duel) == (6500, 5700)
    assert grave(duel, 0) == ["Koumori Dragon", DG]
