"""Little-Winguard (90790253): once per turn, in its controller's End Phase, it may change its
own battle position.

Sources: the card's texts read in our words (the 2005 print, Dark Crisis DCR-013, and today's do
the same: no ERAS entry); yugioh-wiki.net 《リトル・ウィンガード》: an effect of spell speed 1 its
controller may use only in their own End Phase, once per turn; an effect's position change is not
the once-a-turn manual change, so it may be used the turn the monster was Normal Summoned (seed
000 §怪獸的表示形式: the rule against changing position the turn a monster was summoned binds the
player's manual change only); seed 000 §效果分類 (Skill Drain negates it on the field)."""

from duelist.testing.scenario import Script, Table

WINGUARD = "Little-Winguard"


def _end_phase(turn_player=0, position="attack", summon=True, skill_drain=False):
    table = Table(rules="GOAT", turn=3 + turn_player, turn_player=turn_player, phase="main1")
    if summon:
        table.hand(0, WINGUARD)
        ref = None
    else:
        ref = table.monster(0, WINGUARD, position=position)
    if skill_drain:
        table.spell_trap(1, "Skill Drain", face_down=False)
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    s = Script(duel)
    if summon:
        s.pick("summon", WINGUARD)
    s.end_turn()
    return duel, s


def _winguard(duel):
    return [c for c in duel.monsters(0) if c.name == WINGUARD][0]


def test_little_winguard_changes_to_defense_the_turn_it_was_summoned():
    """Q: I Normal Summon Little-Winguard in Attack Position, then go to my End Phase. A: I may
    activate it: it turns to face-up Defense Position (the manual change would not be allowed this
    turn, the effect is); then no second use that End Phase."""
    duel, s = _end_phase()
    assert duel.phase == "end"
    s.pick("activate", WINGUARD, player=0, request="chain")
    while duel.request.kind == "chain" and not s.has("activate", WINGUARD):
        s.pick("pass")
    assert _winguard(duel).position == "defense"
    assert duel.request is None or not s.has("activate", WINGUARD)


def test_little_winguard_back_to_attack():
    """Q: my Little-Winguard is in face-up Defense Position when my End Phase comes. A: it may turn
    to Attack Position."""
    duel, s = _end_phase(position="defense", summon=False)
    s.pick("activate", WINGUARD, player=0, request="chain")
    while duel.request.kind == "chain" and not s.has("activate", WINGUARD):
        s.pick("pass")
    assert _winguard(duel).position == "attack"


def test_little_winguard_not_in_the_main_phase():
    """Q: may I use it in my Main Phase? A: no: only in my End Phase."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.monster(0, WINGUARD)
    duel = table.build()
    assert not Script(duel).has("activate", WINGUARD)


def test_little_winguard_not_in_the_opponents_end_phase():
    """Q: my opponent's End Phase comes with my Little-Winguard face-up. A: it cannot be used: only
    in its controller's own End Phase; the turn passes to me with it still in Attack Position."""
    duel, s = _end_phase(turn_player=1, summon=False)
    assert duel.turn_player == 0 and duel.phase == "main1"
    assert _winguard(duel).position == "attack"


def test_little_winguard_under_skill_drain():
    """Q: my opponent controls a face-up Skill Drain when my End Phase comes, and I activate
    Little-Winguard. A: Skill Drain does not stop the activation but negates the effect on the
    field: it stays in Attack Position."""
    duel, s = _end_phase(summon=False, skill_drain=True)
    s.pick("activate", WINGUARD, player=0, request="chain")
    while duel.request.kind == "chain" and not s.has("activate", WINGUARD):
        s.pick("pass")
    assert _winguard(duel).position == "attack"
