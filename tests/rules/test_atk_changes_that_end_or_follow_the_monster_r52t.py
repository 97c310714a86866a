"""ATK changes that end, turn round, or follow a monster across a control change (round 52t).

Seed 000 §永續效果 (a continuous effect applies only while its card stays face-up and is not
negated; it stops the moment that is no longer so) and seed 000 §怪獸的表示形式 (only face-up
monsters carry ATK changes). The OCG rules of ATK changes (yugioh-wiki.net "ステータス"; the
ygorganization ATK/DEF modifier guide, as tests/rules/test_atk_gains_losses_and_becomes_r39r.py
cites): gains and losses are summed, an ATK shown as 0 may hide a negative sum, and a change a
resolved card applied is kept by the monster (the monster carries it, whoever controls it)
while a continuous effect's change depends on its source.

Cards: Yami (Field Spell: Fiends and Spellcasters +200 ATK/DEF, Fairies -200), Reverse Trap
(this turn, raises become drops and drops become raises), Rush Recklessly (+700 ATK this turn),
Imperial Order (the effects of Spell Cards on the field are negated; yugioh-wiki.net
《王宮の勅命》: a Spell's effect answered by it is negated, while what a Quick-Play Spell already
applied stays), Skill Drain, Command Knight (your Warriors +400 ATK), Change of Heart."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table


def _passes(s, limit=10):
    for _ in range(limit):
        if s.duel.request is None or s.duel.request.kind != "chain":
            return
        s.pick("pass")


def test_reverse_trap_turns_yamis_loss_into_a_gain_over_the_hidden_negative():
    """Q: Aitsu (a Fairy, 100/100) loses 200 ATK/DEF under Yami and shows 0/0. I activate Reverse
    Trap, then Rush Recklessly on Aitsu. What are its ATK and DEF? A: after Reverse Trap Yami's
    200 loss counts as a 200 gain: 300/300. Rush Recklessly's 700 gain then counts as a 700 loss:
    100 + 200 - 700 = -400, shown as 0 ATK; its DEF stays 300 (Rush Recklessly touches ATK only)."""
    table = Table(turn=3, turn_player=0)
    aitsu = table.monster(0, "Aitsu")
    table.field_spell(0, "Yami")
    table.spell_trap(0, "Reverse Trap")
    table.hand(0, "Rush Recklessly")
    duel = table.build()
    s = Script(duel)
    assert (duel.atk(aitsu.card(duel)), duel.defense(aitsu.card(duel))) == (0, 0)
    s.pick("activate", "Reverse Trap")
    _passes(s)
    assert (duel.atk(aitsu.card(duel)), duel.defense(aitsu.card(duel))) == (300, 300)
    s.pick("activate", "Rush Recklessly")
    s.pick("target", aitsu)
    _passes(s)
    assert (duel.atk(aitsu.card(duel)), duel.defense(aitsu.card(duel))) == (0, 300)


def _dark_magician_under_yami():
    table = Table(turn=3, turn_player=0)
    magician = table.monster(0, "Dark Magician")       # 2500 / 2100; a Spellcaster: +200 under Yami
    table.field_spell(0, "Yami")
    table.hand(0, "Rush Recklessly")
    table.spell_trap(1, "Imperial Order")
    return table, magician


def test_imperial_order_chained_to_rush_recklessly_leaves_no_gain_at_all():
    """Q: my Dark Magician shows 2700/2300 under my Yami. I activate Rush Recklessly on it; my
    opponent chains Imperial Order. A: Imperial Order resolves first; Rush Recklessly is then a
    Spell Card on the field, so its effect is negated and Yami's is too: 2500/2100, and Rush
    Recklessly is in my GY."""
    table, magician = _dark_magician_under_yami()
    duel = table.build()
    s = Script(duel)
    assert (duel.atk(magician.card(duel)), duel.defense(magician.card(duel))) == (2700, 2300)
    s.pick("activate", "Rush Recklessly")
    s.pick("target", magician)
    s.pick("activate", "Imperial Order", player=1)
    _passes(s)
    assert (duel.atk(magician.card(duel)), duel.defense(magician.card(duel))) == (2500, 2100)
    assert grave(duel, 0) == ["Rush Recklessly"]


def test_imperial_order_after_rush_recklessly_resolved_keeps_its_gain():
    """Q: the same Dark Magician gets Rush Recklessly's 700 (3400 ATK); as I move to the Battle
    Phase my opponent activates Imperial Order. A: Yami's 200 ends, Rush Recklessly's 700 stays
    (it is no Spell Card on the field any more, its change was applied): 3200/2100."""
    table, magician = _dark_magician_under_yami()
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Rush Recklessly")
    s.pick("target", magician)
    _passes(s)
    assert duel.atk(magician.card(duel)) == 3400
    s.pick("battle")
    s.pick("activate", "Imperial Order", player=1)
    _passes(s)
    assert (duel.atk(magician.card(duel)), duel.defense(magician.card(duel))) == (3200, 2100)


def test_command_knights_gain_comes_back_when_skill_drain_is_destroyed():
    """Q: my opponent controls Command Knight (1200) and Celtic Guardian (a Warrior, 1400) under
    their face-up Skill Drain: both show their printed ATK. I destroy Skill Drain with Mystical
    Space Typhoon. A: Command Knight's continuous effect applies again at once: 1600 and 1800."""
    table = Table(turn=3, turn_player=0)
    knight = table.monster(1, "Command Knight")
    guardian = table.monster(1, "Celtic Guardian")
    table.spell_trap(1, "Skill Drain", face_down=False)
    table.hand(0, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    assert (duel.atk(knight.card(duel)), duel.atk(guardian.card(duel))) == (1200, 1400)
    s.pick("activate", "Mystical Space Typhoon")
    s.pick("target", "Skill Drain")
    _passes(s)
    assert grave(duel, 1) == ["Skill Drain"]
    assert (duel.atk(knight.card(duel)), duel.atk(guardian.card(duel))) == (1600, 1800)


def test_a_warrior_taken_from_command_knights_side_fights_at_its_printed_atk():
    """Q: my opponent's Celtic Guardian shows 1800 beside their Command Knight (1600). I take
    the Guardian with Change of Heart and attack Command Knight with it (now the only monster
    of theirs, it may be attacked). A: Command Knight raises only its controller's Warriors:
    my Guardian fights at 1400, is destroyed, and I take 200."""
    table = Table(turn=3, turn_player=0)
    knight = table.monster(1, "Command Knight")
    guardian = table.monster(1, "Celtic Guardian")
    table.hand(0, "Change of Heart")
    duel = table.build()
    s = Script(duel)
    assert duel.atk(guardian.card(duel)) == 1800
    s.pick("activate", "Change of Heart")
    s.pick("target", guardian)
    _passes(s)
    assert guardian.card(duel).controller == 0
    assert (duel.atk(guardian.card(duel)), duel.atk(knight.card(duel))) == (1400, 1600)
    s.pick("battle")
    _passes(s)
    s.pick("attack", "Celtic Guardian", target=knight)
    _passes(s)
    assert lp(duel) == (7800, 8000)
    assert grave(duel, 1) == ["Celtic Guardian"]      # back to its owner's GY
    assert [c.name for c in duel.monsters(1)] == ["Command Knight"]


def test_rush_recklessly_chained_to_change_of_heart_goes_with_the_monster():
    """Q: I activate Change of Heart on my opponent's Battle Ox (1700); they chain Rush
    Recklessly on it. Then I attack their face-up Defense Mystical Elf (DEF 2000) with the
    Ox. A: the Ox keeps its 700 under my control: 2400 beats 2000, the Elf is
    destroyed (no damage: Defense Position). At the end of the turn the Ox goes back, its gain
    ended with the turn: 1700 on my opponent's side."""
    table = Table(turn=3, turn_player=0)
    ox = table.monster(1, "Battle Ox")
    table.monster(1, "Mystical Elf", position="defense")
    table.hand(0, "Change of Heart")
    table.spell_trap(1, "Rush Recklessly")
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Change of Heart")
    s.pick("target", ox)
    s.pick("activate", "Rush Recklessly", player=1)
    s.pick("target", ox)
    _passes(s)
    assert ox.card(duel).controller == 0 and duel.atk(ox.card(duel)) == 2400
    s.pick("battle")
    _passes(s)
    s.pick("attack", "Battle Ox", target="Mystical Elf")
    _passes(s)
    assert grave(duel, 1) == ["Rush Recklessly", "Mystical Elf"]
    assert lp(duel) == (8000, 8000)
    s.pick("end_battle")
    _passes(s)
    s.end_turn()
    while duel.request.kind == "chain":
        s.pick("pass")
    assert duel.turn == 4 and duel.request.player == 1
    assert ox.card(duel).controller == 1 and duel.atk(ox.card(duel)) == 1700
