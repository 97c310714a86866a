"""Giant Germ (95178994): destroyed by battle and sent to the GY, the opponent takes 500 damage,
then its owner may Special Summon any number of "Giant Germ" from the Deck in face-up Attack
Position.

Sources: the card's texts in our words (the 2005-era text and today's do the same: the damage is
not optional, the summons are, 0 to as many copies as there are free zones; no ERAS entry);
yugioh-wiki.net 《ジャイアントウィルス》 (a trigger in the GY, so a Set Germ attacked works and Skill
Drain does not stop it; Des Wombat makes the damage 0 but the summons go on); Nimble Momonga is
the same shape."""

from duelist.engine import state as S
from duelist.testing.reads import field_monsters, grave, lp
from duelist.testing.scenario import Script, Table

GERM = "Giant Germ"


def _resolve(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def _attack_germ(position="attack", wombat=False, deck=(GERM, "Battle Ox", GERM)):
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    germ = table.monster(0, GERM, position=position)
    table.monster(1, "Summoned Skull")
    if wombat:
        table.monster(1, "Des Wombat", position="defense")
    table.deck(0, list(deck))
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target=germ, player=1)
    _resolve(s)
    return duel, s


def test_giant_germ_burns_500_and_summons_two_more():
    """Q: my opponent's Summoned Skull destroys my Giant Germ (1000 ATK). A: I take 1500; they
    take 500; I Special Summon both Giant Germ of my Deck in face-up Attack Position."""
    duel, s = _attack_germ()
    s.pick("select", GERM, first=True, player=0)
    s.pick("select", GERM, player=0)
    _resolve(s)
    assert lp(duel) == (8000 - 1500, 7500)
    assert grave(duel, 0) == [GERM]
    assert field_monsters(duel, 0) == [GERM, GERM]
    assert all(c.position == S.FACEUP_ATTACK for c in duel.monsters(0))
    assert [c.name for c in duel.players[0].deck] == ["Battle Ox"]


def test_giant_germ_may_summon_none():
    """Q: the same, and I keep my copies in the Deck. A: the 500 damage is not optional; the
    summons are: none summoned."""
    duel, s = _attack_germ()
    s.pick("done", player=0)
    _resolve(s)
    assert lp(duel) == (6500, 7500) and field_monsters(duel, 0) == []


def test_giant_germ_destroyed_by_an_effect_does_nothing():
    """Q: my opponent's Fissure destroys my Giant Germ. A: not by battle: no damage, no summon."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="main1")
    table.monster(0, GERM)
    table.hand(1, "Fissure")
    table.deck(0, [GERM])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Fissure", player=1)
    _resolve(s)
    assert grave(duel, 0) == [GERM] and lp(duel) == (8000, 8000) and field_monsters(duel, 0) == []


def test_giant_germ_set_and_attacked_against_des_wombat():
    """Q: my Set Giant Germ (100 DEF) is destroyed by Summoned Skull while my opponent controls
    Des Wombat. A: the effect resolves: the 500 damage to them is 0, and I may still summon my
    copy face-up in Attack Position."""
    duel, s = _attack_germ(position="set", wombat=True, deck=(GERM,))
    s.pick("select", GERM, player=0)
    _resolve(s)
    assert lp(duel) == (8000, 8000)
    assert field_monsters(duel, 0) == [GERM] and duel.monsters(0)[0].position == S.FACEUP_ATTACK
