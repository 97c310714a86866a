"""Ready for Intercepting (31785398), Normal Trap: target 1 face-up Warrior or Spellcaster monster
on the field (either player's); change it to face-down Defense Position.

Sources, in our words: the card's text (SOC / its 2005 English print; today's the same in what it
does); yugioh-wiki.net 《迎撃準備》 (text: a face-up Warrior or Spellcaster anywhere on the field;
the wiki calls it a Trap "Book of Moon" limited by Type, used on the opponent's Warriors too).
Round 56k read it as "a face-up monster you control", of any Type: fixed in round 56m.
Activated when that monster is
attacked, the attack goes on against it face-down in Defense Position (it is flipped face-up
before damage calculation: seed 000 §怪獸的表示形式, and a change of battle position is no replay,
seed 004 §战斗阶段中的卷回); a monster turned face-down can be flipped again later, its Flip
effect starting again. The 2005 text and today's do the same."""

from duelist.testing.reads import grave, hand, lp
from duelist.testing.scenario import Script, Table

RFI = "Ready for Intercepting"


def _pass_all(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def test_ready_for_intercepting_turns_my_monster_face_down():
    """Q: I activate Ready for Intercepting on my face-up Celtic Guardian (a Warrior). A: it is
    now face-down in Defense Position (both texts)."""
    for rules in ("MR5", "GOAT"):
        table = Table(rules=rules, turn=3, turn_player=0)
        table.spell_trap(0, RFI)
        guardian = table.monster(0, "Celtic Guardian")
        duel = table.build()
        s = Script(duel)
        s.pick("activate", RFI)
        s.pick("target", "Celtic Guardian")
        _pass_all(duel, s)
        assert guardian.card(duel).position == "set" and grave(duel, 0) == [RFI], rules


def test_ready_for_intercepting_on_the_opponents_warrior():
    """Q: the opponent controls a face-up Celtic Guardian (a Warrior); I control no monster. A: it
    is a legal target ("on the field", either side: SOC text, yugioh-wiki.net): it is turned
    face-down in Defense Position and stays under the opponent's control."""
    for rules in ("MR5", "GOAT"):
        table = Table(rules=rules, turn=3, turn_player=0)
        table.spell_trap(0, RFI)
        guardian = table.monster(1, "Celtic Guardian")
        duel = table.build()
        s = Script(duel)
        s.pick("activate", RFI)
        s.pick("target", "Celtic Guardian")
        _pass_all(duel, s)
        card = guardian.card(duel)
        assert card.position == "set" and card.controller == 1, rules


def test_ready_for_intercepting_only_a_warrior_or_spellcaster():
    """Q: the only face-up monsters are Battle Ox (a Beast-Warrior) and the opponent's Summoned
    Skull (a Fiend); my Celtic Guardian is face-down. A: no legal target (a Beast-Warrior is no
    Warrior, a face-down monster is not face-up): it cannot be activated."""
    table = Table(turn=3, turn_player=0)
    table.spell_trap(0, RFI)
    table.monster(0, "Celtic Guardian", position="set")
    table.monster(0, "Battle Ox")
    table.monster(1, "Summoned Skull")
    duel = table.build()
    assert not Script(duel).has("activate", RFI)


def test_ready_for_intercepting_saves_the_lp_from_an_attack():
    """Q: the opponent's Summoned Skull (2500) attacks my Celtic Guardian (1400 ATK, 1200 DEF); I
    turn the Guardian face-down. A: the attack goes on against a Defense Position monster: the
    Guardian is destroyed but I take no damage."""
    table = Table(turn=4, turn_player=1, phase="battle_step")
    table.spell_trap(0, RFI)
    table.monster(0, "Celtic Guardian")
    table.monster(1, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target="Celtic Guardian", player=1)
    s.pick("activate", RFI, player=0, request="chain")
    s.pick("target", "Celtic Guardian", player=0)
    _pass_all(duel, s)
    assert lp(duel) == (8000, 8000) and sorted(grave(duel, 0)) == ["Celtic Guardian", RFI]


def test_ready_for_intercepting_reuses_a_flip_effect():
    """Q: my face-up Magician of Faith is turned face-down by Ready for Intercepting; next turn I
    Flip Summon it. A: its Flip effect starts again: Pot of Greed comes back from my GY."""
    table = Table(turn=4, turn_player=1)
    table.spell_trap(0, RFI)
    table.monster(0, "Magician of Faith", position="defense")
    table.grave(0, "Pot of Greed")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("end_turn", player=1)
    while duel.request.kind == "chain" and not s.has("activate", RFI):
        s.pick("pass", player=duel.request.player)
    s.pick("activate", RFI, player=0)
    s.pick("target", "Magician of Faith", player=0)
    while duel.request is not None and not (duel.turn == 5 and duel.request.kind == "idle"):
        if duel.request.kind == "idle":
            s.pick("end_turn", player=1)
        else:
            s.pick("pass", player=duel.request.player)
    s.pick("flip_summon", "Magician of Faith")
    while duel.request.kind in ("chain", "yes_no", "target"):
        if duel.request.kind == "target":
            s.pick("target", "Pot of Greed")
        elif duel.request.kind == "yes_no":
            s.pick("yes")
        else:
            s.pick("pass", player=duel.request.player)
    assert "Pot of Greed" in hand(duel, 0)
