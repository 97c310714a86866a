"""Silent Swordsman LV3 (01995985) and Equip Spells: an opponent's Equip Spell aimed at it is
equipped with its effects negated, for as long as it stays; its controller's own apply (a judge's
review, round 56w).

Sources: seed 000 §裝備魔法 (an Equip Spell whose activation is negated is not equipped; one whose
effect is negated is equipped in its negated state); the card's text in our words (RDS 2005 and
today's: the effects of the opponent's Spell Cards that target it are negated; "your opponent's"
only); kperovic.com's RDS preview (Snatch Steal aimed at it does nothing).
Left as the scripting round read it (no source found either way): the old OCG print of LV3 said
its level-up could not be used in the turn it was summoned, Special Summoned or flipped; the TCG
RDS text, as we read it, does not, and the script follows it (no ERAS entry)."""

from duelist.testing.scenario import Script, Table

LV3 = "Silent Swordsman LV3"


def _pass_all(s):
    while s.duel.request.kind == "chain":
        s.pick("pass")


def _equip(owner_of_axe):
    turn_player = owner_of_axe
    table = Table(rules="GOAT", turn=4 if turn_player else 3, turn_player=turn_player, phase="main1")
    lv3 = table.monster(0, LV3)
    table.hand(owner_of_axe, "Axe of Despair")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Axe of Despair", player=owner_of_axe)
    s.pick("target", lv3, player=owner_of_axe)
    _pass_all(s)
    return duel, lv3


def test_silent_swordsman_lv3_opponents_axe_of_despair_stays_equipped_and_negated():
    """Q: my opponent equips Axe of Despair to my face-up Silent Swordsman LV3. A: the Axe is
    equipped (its effect, not its activation, is negated) and stays in their Spell & Trap Zone, but
    while it is equipped to LV3 its +1000 does not apply: LV3 stays at 1000 ATK."""
    duel, lv3 = _equip(1)
    assert [c.name for c in duel.players[1].szone if c] == ["Axe of Despair"]
    assert duel.atk(lv3.card(duel)) == 1000


def test_silent_swordsman_lv3_own_axe_of_despair_applies():
    """Q: I equip my own Axe of Despair to my Silent Swordsman LV3. A: only the opponent's Spells are
    negated: LV3 has 2000 ATK."""
    duel, lv3 = _equip(0)
    assert [c.name for c in duel.players[0].szone if c] == ["Axe of Despair"]
    assert duel.atk(lv3.card(duel)) == 2000
