"""Pyramid Energy (76754619), Quick-Play Spell: pick one as it is activated -- each face-up
monster you control gains 200 ATK, or each gains 500 DEF, until the end of the turn.

Sources, in our words: the card's texts (PGD, 2002: "select 1 of 2 effects": ATK of all your
face-up monsters up by 200, or DEF up by 500, until the End Phase; today's: "apply 1 of these
effects", the monsters you control when it resolves; no ERAS entry): only its player's face-up
monsters; a Set monster gains nothing. Our reading, no ruling page found: the choice is made as
it is activated (the OCG wording of 《ピラミッドパワー》 as we recall it, "choose 1 and activate"),
and with no face-up monster of its player it is not activated. Seed 004 §伤害步骤: a Quick-Play
Spell that changes ATK/DEF may be activated in the Damage Step up to damage calculation."""

from duelist.testing.reads import grave, lp, of_type
from duelist.testing.scenario import Script, Table

PE = "Pyramid Energy"


def _pass_all(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def _table(rules="GOAT"):
    table = Table(rules=rules, turn=3, turn_player=0)
    table.hand(0, PE)
    ox = table.monster(0, "Battle Ox")                      # 1700 / 1000
    elf = table.monster(0, "Mystical Elf", position="defense")   # 800 / 2000
    hidden = table.monster(0, "Celtic Guardian", position="set")  # 1400 / 1200
    foe = table.monster(1, "Summoned Skull")                # 2500 / 1200
    return table, [ox, elf, hidden, foe]


def _stats(duel, refs):
    return [(duel.atk(r.card(duel)), duel.defense(r.card(duel))) for r in refs]


def test_pyramid_energy_200_atk_to_my_face_up_monsters():
    """Q: I activate Pyramid Energy choosing ATK. A: my face-up Battle Ox and Mystical Elf gain 200
    ATK; my Set Celtic Guardian and my opponent's Summoned Skull do not (both eras)."""
    for rules in ("GOAT", "MR5"):
        table, refs = _table(rules)
        duel = table.build()
        s = Script(duel)
        s.pick("activate", PE, player=0)
        s.pick("option", "200 ATK", player=0)
        _pass_all(s)
        assert _stats(duel, refs) == [(1900, 1000), (1000, 2000), (1400, 1200), (2500, 1200)], rules
        assert grave(duel, 0) == [PE]


def test_pyramid_energy_500_def_until_the_end_of_the_turn():
    """Q: I activate Pyramid Energy choosing DEF, then end my turn. A: my face-up monsters have 500
    more DEF this turn, and lose it when the turn ends."""
    table, refs = _table()
    table.deck(1, ["Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", PE, player=0)
    s.pick("option", "500 DEF", player=0)
    _pass_all(s)
    assert _stats(duel, refs) == [(1700, 1500), (800, 2500), (1400, 1200), (2500, 1200)]
    s.end_turn()
    assert duel.turn == 4
    assert _stats(duel, refs)[:2] == [(1700, 1000), (800, 2000)]


def test_pyramid_energy_not_without_a_face_up_monster():
    """Q: my only monster is Set. May I activate Pyramid Energy? A: no: no monster would gain
    anything (our reading)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, PE)
    table.monster(0, "Celtic Guardian", position="set")
    duel = table.build()
    assert not Script(duel).has("activate", PE)


def test_pyramid_energy_in_the_damage_step_wins_the_battle():
    """Q: my Celtic Guardian (1400) attacks my opponent's Koumori Dragon (1500); at the start of the
    Damage Step I activate Pyramid Energy for ATK. A: Celtic Guardian is 1600 at damage
    calculation: Koumori Dragon is destroyed and my opponent takes 100."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.hand(0, PE)
    table.monster(0, "Celtic Guardian")
    table.monster(1, "Koumori Dragon")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Celtic Guardian", target="Koumori Dragon")
    used = False
    while duel.request.kind == "chain":
        if not used and duel.request.player == 0 and duel.damage_sub == "start" and s.has("activate", PE):
            s.pick("activate", PE)
            s.pick("option", "200 ATK")
            used = True
        else:
            s.pick("pass")
    assert used
    assert [(e["atk"], e["value"]) for e in of_type(duel, "battle")] == [(1600, 1500)]
    assert grave(duel, 1) == ["Koumori Dragon"] and lp(duel) == (8000, 7900)
