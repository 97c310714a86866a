"""Mecha-Dog Marron (94667532): when it is destroyed, both players take 1000 damage (a mandatory
trigger).

Sources: the card's texts in our words (the 2005 TCG text, FET-EN019, Flaming Eternity, 2005:
when this card is destroyed, inflict 1000 damage to both players; today's: "if this card is
destroyed: inflict 1000 damage to each player" -- the same, no ERAS entry); yugioh-wiki.net
《機械犬マロン》: a mandatory trigger on its destruction, by battle or by a card effect, face-up
or face-down, wherever it then goes (destroyed and banished too: Nobleman of Crossout); the two
damages are one effect, dealt at the same time, so both players at 1000 LP or less draw the
Duel; leaving the field without a destruction (a Tribute) does nothing; an effect activated in
the GY is not negated by Skill Drain (its text: face-up monsters on the field; seed 000
§效果分類)."""

from duelist.testing.reads import banished, grave, lp, of_type
from duelist.testing.scenario import Script, Table

MARRON = "Mecha-Dog Marron"


def _pass_all(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def test_mecha_dog_marron_destroyed_by_battle_hurts_both_players():
    """Q: my opponent's Battle Ox (1700) attacks my Mecha-Dog Marron (1000 ATK, Attack Position).
    A: Marron is destroyed; I take 700 battle damage; then its effect deals 1000 to each of us:
    I am at 6300, my opponent at 7000."""
    table = Table(rules="GOAT", turn=3, turn_player=1, phase="battle_step")
    marron = table.monster(0, MARRON)
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=marron, request="battle")
    _pass_all(s)
    assert grave(duel, 0) == [MARRON]
    assert lp(duel) == (8000 - 700 - 1000, 8000 - 1000)
    assert sorted((e["player"], e["amount"]) for e in of_type(duel, "damage")) == [(0, 700), (0, 1000), (1, 1000)]


def test_mecha_dog_marron_destroyed_and_banished_by_nobleman_of_crossout():
    """Q: my opponent uses Nobleman of Crossout on my face-down Mecha-Dog Marron. A: it is
    destroyed (and banished): its effect still applies, face-down or not: 1000 to each of us."""
    table = Table(rules="GOAT", turn=3, turn_player=1)
    marron = table.monster(0, MARRON, position="set")
    table.hand(1, "Nobleman of Crossout")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Nobleman of Crossout", player=1, request="idle")
    s.pick("target", marron)
    _pass_all(s)
    assert banished(duel, 0) == [MARRON]
    assert lp(duel) == (7000, 7000)


def test_mecha_dog_marron_tributed_deals_no_damage():
    """Q: I Tribute Mecha-Dog Marron for Cannon Soldier's effect. A: a Tribute is no
    destruction: only Cannon Soldier's 500 damage to my opponent; I take nothing."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Cannon Soldier")
    table.monster(0, MARRON)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Cannon Soldier", request="idle")
    s.pick("select", MARRON, player=0)
    _pass_all(s)
    assert grave(duel, 0) == [MARRON]
    assert lp(duel) == (8000, 7500)


def test_mecha_dog_marron_with_both_players_at_1000_is_a_draw():
    """Q: both players are at 1000 LP and Mecha-Dog Marron is destroyed by Dark Hole. A: both
    take 1000 at the same time: both reach 0 and the Duel is a draw."""
    table = Table(rules="GOAT", turn=3, turn_player=0, lp=(1000, 1000))
    table.monster(1, MARRON)
    table.hand(0, "Dark Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole", request="idle")
    _pass_all(s)
    assert lp(duel) == (0, 0)
    assert duel.result is not None and duel.result["winner"] is None


def test_mecha_dog_marron_under_skill_drain_still_deals_its_damage():
    """Q: my opponent has Skill Drain face-up and destroys my Mecha-Dog Marron by battle. A: its
    effect is activated in the GY, where Skill Drain does not reach: 1000 to each of us."""
    table = Table(rules="GOAT", turn=3, turn_player=1, phase="battle_step")
    marron = table.monster(0, MARRON, position="defense")
    table.monster(1, "Battle Ox")
    table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=marron, request="battle")
    _pass_all(s)
    assert grave(duel, 0) == [MARRON]
    assert lp(duel) == (7000, 7000)
