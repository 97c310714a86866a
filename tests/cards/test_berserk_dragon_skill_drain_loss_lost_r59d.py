"""Berserk Dragon (85605684): the ATK it lost by its own End Phase effect under a Skill Drain that
arrives later.

Sources, in our words: Yu-Gi-Oh! Wiki, Card Rulings: Berserk Dragon (previously official rulings, the
2005 era): while Skill Drain applies its effects are negated; its effect counts no turns, so the End
Phases that passed under Skill Drain take nothing off once Skill Drain is gone; and Card Rulings: Skill
Drain (a change a monster's own effect made to its ATK, Slate Warrior or Berserk Dragon, is lost when
Skill Drain starts to apply and does not come back when Skill Drain leaves: the monster starts over).
The general rule: tests/rules/test_an_atk_gain_a_monster_gave_itself_under_negation_r39s.py."""

from duelist.testing.scenario import Script, Table

BD = "Berserk Dragon"


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def test_berserk_dragon_loss_is_gone_under_skill_drain_and_stays_gone():
    """Q: (GOAT) my Berserk Dragon loses 500 in my End Phase (3000). In their turn my opponent activates
    Skill Drain; in my next turn I destroy it with Mystical Space Typhoon. A: under Skill Drain it is
    3500; once Skill Drain is gone it stays 3500 (the loss does not come back); my End Phase after it
    takes 500 again (3000)."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main2")
    bd = table.monster(0, BD, summon_kind="proc")
    table.spell_trap(1, "Skill Drain")
    table.hand(0, "Mystical Space Typhoon")
    table.deck(0, ["Battle Ox"] * 4)
    table.deck(1, ["Battle Ox"] * 4)
    duel = table.build()
    s = Script(duel)
    s.end_turn()
    _pass(s)
    assert duel.turn == 4 and duel.atk(bd.card(duel)) == 3000
    s.pick("activate", "Skill Drain", player=1)
    _pass(s)
    assert duel.atk(bd.card(duel)) == 3500
    s.end_turn()
    _pass(s)
    assert duel.turn == 5 and duel.atk(bd.card(duel)) == 3500
    s.pick("activate", "Mystical Space Typhoon", request="idle")
    s.pick("target", "Skill Drain")
    _pass(s)
    assert [c for c in duel.players[1].szone if c is not None] == []
    assert duel.atk(bd.card(duel)) == 3500
    s.end_turn()
    _pass(s)
    assert duel.turn == 6 and duel.atk(bd.card(duel)) == 3000
