"""Susa Soldier (40473581): a Spirit (never Special Summoned; back to the hand in the End Phase of
the turn it was Normal Summoned or flipped); battle damage the opponent takes from its battles is
halved.

Sources: the card's texts in our words (the 2005 print, Legacy of Darkness LOD-066, "battle damage
to your opponent from an attack involving this card is halved", and today's, "battles involving
this card", do the same: no ERAS entry); yugioh-wiki.net 《雷帝神》 (the halving is a continuous
effect: its attack and an attack on it alike; Skill Drain negates it on the field); seed 004
§特殊效果怪兽 (灵魂); seed 000 §效果分類."""

from duelist.testing.reads import field_monsters, grave, hand
from duelist.testing.scenario import Script, Table

SUSA = "Susa Soldier"


def _pass(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def test_susa_soldier_halves_its_direct_attack_and_returns_to_the_hand():
    """Q: I Normal Summon Susa Soldier (2000) and attack directly. A: my opponent takes 1000;
    in my End Phase it goes back to my hand."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, SUSA)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", SUSA, request="idle")
    _pass(duel, s)
    s.pick("battle", request="idle")
    _pass(duel, s)
    s.pick("attack", SUSA, target="player", request="battle")
    _pass(duel, s)
    assert duel.players[1].lp == 7000
    s.pick("end_battle", request="battle")
    _pass(duel, s)
    s.pick("end_turn", request="idle")
    _pass(duel, s)
    assert field_monsters(duel, 0) == [] and hand(duel, 0) == [SUSA]


def test_susa_soldier_halves_damage_when_it_is_attacked_too():
    """Q: my opponent's Battle Ox (1700) attacks my face-up Attack Position Susa Soldier (2000).
    A: Battle Ox is destroyed; my opponent takes 300 halved: 150."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.monster(0, SUSA)
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=SUSA, request="battle")
    _pass(duel, s)
    assert duel.players[1].lp == 7850 and grave(duel, 1) == ["Battle Ox"]


def test_susa_soldier_cannot_be_revived_by_monster_reborn():
    """Q: Susa Soldier is in my GY; can Monster Reborn target it? A: no: it can never be Special
    Summoned; with no other monster in a GY, Monster Reborn cannot even be activated."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.grave(0, SUSA)
    table.hand(0, "Monster Reborn")
    duel = table.build()
    s = Script(duel)
    assert not s.has("activate", "Monster Reborn")


def test_susa_soldier_under_skill_drain_deals_full_damage():
    """Q: Skill Drain is face-up; my Susa Soldier attacks directly. A: its halving is negated:
    my opponent takes 2000."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, SUSA)
    table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", SUSA, target="player", request="battle")
    _pass(duel, s)
    assert duel.players[1].lp == 6000
