"""Injection Fairy Lily (79575620): while it attacks or is attacked, its controller may pay
2000 LP for 3000 more ATK.

Today's text (MR5): a quick effect during damage calculation, once per battle, the 3000 ATK for
that damage calculation only. The 2005 text (GOAT; Legacy of Darkness LOD-100 and Dark
Beginning 2 DB2-EN171, as Pojo's Cards of the Day of 2003-10-06 and 2007-03-15 print it):
activated only in the Damage Step of either player's turn, the 3000 ATK lasting for the Damage
Step, with no limit on its uses (Pojo 2003-10-06: "you can pay once, you can pay twice"); as an
ATK change it is activated from the start of the Damage Step up to damage calculation (seed 000
§效果分類 › 傷害步驟). Both texts: only in its own battle (our reading of "this card's ATK", the
only battle where it matters; today's text says so), the LP paid as a cost; Skill Drain
negates it (seed 000 §效果分類: a monster's effect activated on the field)."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table


def _pass_until_lily(s):
    """Pass every window until Injection Fairy Lily can be activated (or the battle is over)."""
    duel = s.duel
    while duel.request.kind == "chain" and not s.has("activate", "Injection Fairy Lily"):
        s.pick("pass")


def _resolve(s):
    while s.duel.request.kind == "chain":
        s.pick("pass")


def _lily_attacks_skull(rules, lp_=None):
    table = Table(rules=rules, turn=3, turn_player=0, phase="battle_step", lp=lp_)
    lily = table.monster(0, "Injection Fairy Lily")
    skull = table.monster(1, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Injection Fairy Lily", target=skull)
    return duel, s, lily


def test_injection_fairy_lily_pays_2000_in_damage_calculation():
    """Q: my Injection Fairy Lily (400) attacks Summoned Skull (2500); during damage calculation I
    pay 2000 LP. A: she has 3400 ATK for it: Skull is destroyed, my opponent takes 900."""
    duel, s, lily = _lily_attacks_skull("MR5")
    _pass_until_lily(s)
    assert duel.damage_sub == "calc"
    s.pick("activate", "Injection Fairy Lily", player=0)
    _resolve(s)
    assert lp(duel) == (6000, 7100)
    assert grave(duel, 1) == ["Summoned Skull"]
    assert duel.atk(lily.card(duel)) == 400          # back to 400 after that damage calculation


def test_injection_fairy_lily_only_once_per_battle_today():
    """Q: (today's text) my opponent's Summoned Skull attacks my Lily; in damage calculation I
    pay for her, and the chain resolves; I still hold Kuriboh. May I pay for Lily again in that
    damage calculation? A: no, once per battle (Kuriboh is still offered)."""
    table = Table(turn=4, turn_player=1, phase="battle_step")
    lily = table.monster(0, "Injection Fairy Lily")
    table.monster(1, "Summoned Skull")
    table.hand(0, "Kuriboh")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target=lily, player=1)
    _pass_until_lily(s)
    s.pick("activate", "Injection Fairy Lily", player=0)
    while duel.request.player != 0 or not s.has("activate", "Kuriboh"):
        s.pick("pass")
    assert duel.damage_sub == "calc"
    assert not s.has("activate", "Injection Fairy Lily")
    s.pick("pass")
    _resolve(s)
    assert lp(duel) == (6000, 7100)


def test_injection_fairy_lily_needs_2000_lp():
    """Q: I have 1900 LP when Lily attacks Battle Ox (1700). A: I cannot pay the 2000 LP: she is
    never offered, she is destroyed and I take 1300."""
    table = Table(turn=3, turn_player=0, phase="battle_step", lp=(1900, 8000))
    table.monster(0, "Injection Fairy Lily")
    ox = table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Injection Fairy Lily", target=ox)
    seen = []
    while duel.request.kind == "chain":
        seen.append(s.has("activate", "Injection Fairy Lily"))
        s.pick("pass")
    assert not any(seen)
    assert grave(duel, 0) == ["Injection Fairy Lily"] and lp(duel) == (600, 8000)


def test_injection_fairy_lily_not_before_the_damage_step():
    """Q: may I pay for Lily at the attack declaration, in the Battle Step? A: no: only in her
    battle's damage calculation (today), or Damage Step (2005)."""
    for rules in ("MR5", "GOAT"):
        duel, s, lily = _lily_attacks_skull(rules)
        # the first window she is offered in is in the Damage Step
        _pass_until_lily(s)
        assert duel.step == "damage"
        assert duel.damage_sub == ("calc" if rules == "MR5" else "start")


def test_injection_fairy_lily_defends_in_the_opponents_turn():
    """Q: my opponent's Summoned Skull attacks my Injection Fairy Lily. A: I may pay in their
    turn too: 3400 against 2500, Skull is destroyed and they take 900."""
    table = Table(turn=4, turn_player=1, phase="battle_step")
    lily = table.monster(0, "Injection Fairy Lily")
    table.monster(1, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target=lily, player=1)
    _pass_until_lily(s)
    s.pick("activate", "Injection Fairy Lily", player=0)
    _resolve(s)
    assert lp(duel) == (6000, 7100)
    assert grave(duel, 1) == ["Summoned Skull"]


def test_injection_fairy_lily_2005_lasts_the_damage_step_and_may_be_paid_twice():
    """Q: (2005 text) at the start of the Damage Step I pay for Lily, then, in a new chain
    before damage calculation, pay again. A: each payment gives 3000 for the Damage Step: 6400
    ATK against Skull, my opponent takes 3900; after damage calculation she still has 6400."""
    seen = []
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    lily = table.monster(0, "Injection Fairy Lily")
    skull = table.monster(1, "Summoned Skull")
    table.at("after_damage_calculation", lambda duel: seen.append(duel.atk(lily.card(duel))))
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Injection Fairy Lily", target=skull)
    _pass_until_lily(s)
    s.pick("activate", "Injection Fairy Lily", player=0)
    _pass_until_lily(s)
    assert duel.damage_sub in ("start", "before_calc")
    s.pick("activate", "Injection Fairy Lily", player=0)
    _resolve(s)
    assert lp(duel) == (4000, 8000 - 3900)
    assert seen == [6400]
    assert duel.atk(lily.card(duel)) == 400


def _skill_drain(rules):
    table = Table(rules=rules, turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Injection Fairy Lily")
    skull = table.monster(1, "Summoned Skull")
    table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Injection Fairy Lily", target=skull)
    _pass_until_lily(s)
    s.pick("activate", "Injection Fairy Lily", player=0)
    _resolve(s)
    assert lp(duel) == (8000 - 2000 - 2100, 8000)
    assert grave(duel, 0) == ["Injection Fairy Lily"]


def test_injection_fairy_lily_under_skill_drain_pays_for_nothing():
    """Q: my opponent controls Skill Drain; I pay 2000 for Lily attacking Summoned Skull. A: the
    LP stay paid (a cost), her effect is negated: 400 against 2500, she is destroyed, I take
    2100 more."""
    _skill_drain("MR5")


def test_injection_fairy_lily_under_skill_drain_pays_for_nothing_2005():
    """Q: (2005 text) the same under Skill Drain. A: the same: the LP paid, nothing gained."""
    _skill_drain("GOAT")
