"""Poison of the Old Man (8842266), Quick-Play Spell: activate 1 of these effects: gain 1200 LP;
or inflict 800 damage to your opponent.

Sources, in our words: the card's texts (DR1-EN088, 2004: "select one of the following effects",
and today's: the same two modes; no ERAS entry); yugioh-wiki.net 《ご隠居の猛毒薬》: the mode is
chosen as it is activated (the OCG text 「以下の効果から1つを選択して発動する」); Seed 000 §速攻魔法:
a Quick-Play Spell is played from the hand in its player's own turn, and Set, from the next
turn on in either turn; Seed 004 §伤害步骤: in the Damage Step only a card that changes ATK/DEF
(or negates an activation) may be activated -- not this one; Des Wombat's text: effect damage
its controller would take from the opponent's cards becomes 0."""

from duelist.testing.reads import grave, lp, of_type
from duelist.testing.scenario import Script, Table

POISON = "Poison of the Old Man"
GAIN, BURN = 0, 1


def _mode(duel, mode):
    found = [o for o in duel.request.options if o.kind == "activate" and o.name == POISON and o.effect == mode]
    assert found, [o.label for o in duel.request.options]
    Script(duel).answer(found[0])


def _resolve(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def test_poison_of_the_old_man_gains_1200_or_burns_800():
    """Q: I activate Poison of the Old Man choosing to gain LP; another choosing damage. A: I go
    to 9200 LP; my opponent to 7200 (both eras)."""
    for rules in ("GOAT", "MR5"):
        table = Table(rules=rules, turn=3, turn_player=0)
        table.hand(0, POISON, POISON)
        duel = table.build()
        s = Script(duel)
        _mode(duel, GAIN)
        _resolve(s)
        assert lp(duel) == (9200, 8000), rules
        _mode(duel, BURN)
        _resolve(s)
        assert lp(duel) == (9200, 7200), rules
        assert grave(duel, 0) == [POISON, POISON], rules


def test_poison_of_the_old_man_set_in_the_opponents_turn():
    """Q: I Set Poison of the Old Man in an earlier turn; may I activate it in my opponent's turn,
    when they enter the Battle Phase? A: yes; from the hand in their turn, no."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    set_card = table.spell_trap(0, POISON)
    table.hand(0, POISON)
    duel = table.build()
    s = Script(duel)
    s.pick("battle", player=1)
    options = [o for o in duel.request.options if o.kind == "activate" and o.name == POISON]
    assert len(options) == 2 and all(o.card == set_card.uid(duel) for o in options)
    _mode(duel, BURN)
    _resolve(s)
    assert lp(duel) == (8000, 7200)


def test_poison_of_the_old_man_not_in_the_damage_step():
    """Q: my Battle Ox attacks; may I activate Poison of the Old Man in the Damage Step? A: no:
    it changes no ATK/DEF (my Rush Recklessly is offered there, it is not); in the Battle Step,
    before the Damage Step, I may."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    table.monster(1, "Mystical Elf", position="defense")
    table.hand(0, POISON, "Rush Recklessly")     # (Rush Recklessly: a card the Damage Step allows)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="Mystical Elf")
    assert s.has("activate", POISON)        # the attack declaration's window, the Battle Step
    damage_step_windows = 0
    while duel.request.kind == "chain":
        if duel.step == "damage" and duel.request.player == 0:
            damage_step_windows += 1
            assert s.has("activate", "Rush Recklessly") and not s.has("activate", POISON)
        s.pick("pass", player=duel.request.player)
    assert damage_step_windows >= 1
    assert lp(duel) == (7700, 8000) and [c.name for c in duel.players[0].hand] == [POISON, "Rush Recklessly"]


def test_poison_of_the_old_man_burn_stopped_by_des_wombat():
    """Q: my opponent controls a face-up Des Wombat; I choose the 800 damage. A: they take 0 and
    stay at 8000; the LP gain mode is not stopped by it."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, POISON, POISON)
    table.monster(1, "Des Wombat")
    duel = table.build()
    s = Script(duel)
    _mode(duel, BURN)
    _resolve(s)
    assert lp(duel) == (8000, 8000) and of_type(duel, "damage") == []
    _mode(duel, GAIN)
    _resolve(s)
    assert lp(duel) == (9200, 8000)
