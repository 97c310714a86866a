"""Kiryu (84814897): its direct-attack effect is paid by sending the equipped Kiryu to the GY, not by a
Tribute.

Sources, in our words: the card's texts (MFC-009, 2004: "send this card, equipped to a monster, to the
Graveyard" so the monster it equipped may attack directly this turn; today's text: "send this equipped
card to the GY"); the OCG text 《騎竜》 「装備状態のこのカードを墓地へ送る事で」 (墓地へ送る, never the
Tribute word 生け贄に捧げる / リリース). A card in a Spell & Trap Zone is never Tributed: Tributes are
monsters (seed 004 §特殊效果怪兽 on Union monsters as Equip Cards). The cost move is logged as a cost,
not a Tribute (a card that watches Tributes never sees it)."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

KR = "Kiryu"
DB = "Dark Blade"


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def test_kiryu_is_sent_to_the_gy_as_a_cost_not_tributed():
    """Q: (both texts) Kiryu equips my Dark Blade; I use its effect for a direct attack. Is Kiryu
    Tributed? A: no: it is sent from my Spell & Trap Zone to my GY as the cost; Dark Blade (1800 again)
    then attacks my opponent directly past their Summoned Skull: 1800 damage."""
    for rules in ("GOAT", "MR5"):
        table = Table(rules=rules, turn=3, turn_player=0, phase="main1")
        blade = table.monster(0, DB, zone=0)
        table.monster(0, KR, zone=1)
        table.monster(1, "Summoned Skull")
        duel = table.build()
        s = Script(duel)
        s.pick("activate", KR, request="idle")
        s.pick("target", DB)
        _pass(s)
        start = len(duel.log)
        s.pick("activate", KR)
        _pass(s)
        moves = [e for e in duel.log[start:] if e["type"] == "to_grave" and e["name"] == KR]
        assert [(e["from"], e["reason"]) for e in moves] == [("szone", "cost")], rules
        assert grave(duel, 0) == [KR] and duel.atk(blade.card(duel)) == 1800
        s.pick("battle")
        _pass(s)
        s.pick("attack", DB, target="player")
        _pass(s)
        assert lp(duel) == (8000, 6200), rules
