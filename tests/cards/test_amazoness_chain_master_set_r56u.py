"""Amazoness Chain Master (29654737): a judge's second look (round 56u).

Sources: yugioh-wiki.net 《アマゾネスの鎖使い》 (an optional trigger effect when it is destroyed by
battle and sent to the GY; the 1500 LP are paid on activation, a cost; the opponent's hand is
looked at and a monster of it taken). A Set monster attacked is flipped face-up before damage
calculation (seed 004 §伤害步骤: 翻转), so a Set Chain Master destroyed by an attack is destroyed by
battle as a face-up monster and its effect activates. The 1500 LP are a cost (pay_lp): paid
even if the opponent then has no monster to give. The activation with the opponent's hand empty
is refused: our reading of yugioh-wiki.net 空撃ち (no source names this card)."""

from duelist.testing.reads import grave, hand, lp
from duelist.testing.scenario import Script, Table

CM = "Amazoness Chain Master"


def test_amazoness_chain_master_set_and_attacked_still_triggers():
    """Q: my opponent's Summoned Skull attacks my Set Amazoness Chain Master (DEF 1300) and
    destroys it; my opponent holds Mystical Elf. A: it was flipped face-up and destroyed by
    battle: I may pay 1500 and take Mystical Elf (no battle damage: it was in Defense Position).
    Both rule sets."""
    for rules in ("GOAT", "MR5"):
        table = Table(rules=rules, turn=4, turn_player=1, phase="battle_step")
        cm = table.monster(0, CM, position="set")
        table.monster(1, "Summoned Skull")
        table.hand(1, "Mystical Elf")
        duel = table.build()
        s = Script(duel)
        s.pick("attack", "Summoned Skull", target=cm, player=1)
        s.pick("yes", CM, player=0, request="yes_no")
        while duel.request.kind == "chain":
            s.pick("pass", player=duel.request.player)
        s.pick("option", "Mystical Elf", player=0)
        assert lp(duel) == (6500, 8000), rules
        assert hand(duel, 0) == ["Mystical Elf"] and hand(duel, 1) == [], rules
        assert grave(duel, 0) == [CM], rules
