"""Armed Samurai - Ben Kei (84430950): in each Battle Phase it may attack once more for each Equip
Card equipped to it.

Sources: the card's texts in our words -- the 2005 print (DR3 / FET) and today's read the same (no
ERAS entry); yugioh-wiki.net 《重装武者－ベン・ケイ》 (a continuous effect; any Equip Card counts:
Premature Burial, United We Stand on a Token...). Our reading of a continuous effect: the count of
Equip Cards is read as each attack is declared, so an Equip Card lost after an attack takes the
further attack away. Skill Drain negates the continuous effect: one
attack only."""

from duelist.engine import state as S
from duelist.testing.reads import grave, lp, once
from duelist.testing.scenario import Script, Table

BK = "Armed Samurai - Ben Kei"


def _battle(equips=(), extra=None, hook=None):
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    kei = table.monster(0, BK)
    refs = [table.spell_trap(0, e, face_down=False, equipped_to=kei) for e in equips]
    if extra:
        extra(table)
    if hook:
        hook(table, refs)
    duel = table.build()
    return duel, Script(duel), kei


def _attack_directly_while_allowed(duel, s, kei, most=5):
    count = 0
    while count < most and s.has("attack", kei, target="player"):
        s.pick("attack", kei, target="player", player=0)
        count += 1
    return count


def test_armed_samurai_ben_kei_without_equip_attacks_once():
    """Q: Ben Kei (500) has no Equip Card. A: one direct attack: 500 damage, then only the end of
    the Battle Phase is offered."""
    duel, s, kei = _battle()
    assert _attack_directly_while_allowed(duel, s, kei) == 1
    assert lp(duel) == (8000, 7500)
    assert [o.kind for o in duel.request.options] == ["end_battle"]


def test_armed_samurai_ben_kei_two_equips_three_attacks():
    """Q: Ben Kei holds Axe of Despair (+1000) and Black Pendant (+500): 2000 ATK. A: three
    attacks: 6000 damage."""
    duel, s, kei = _battle(["Axe of Despair", "Black Pendant"])
    assert duel.atk(kei.card(duel)) == 2000
    assert _attack_directly_while_allowed(duel, s, kei) == 3
    assert lp(duel) == (8000, 2000)


def test_armed_samurai_ben_kei_attacks_monsters_too():
    """Q: with Axe of Despair (1500 ATK) it attacks my opponent's Celtic Guardian (1400) then their
    Hitotsu-Me Giant (1200). A: both are destroyed: 100 + 300 damage."""
    def extra(t):
        t.monster(1, "Celtic Guardian")
        t.monster(1, "Hitotsu-Me Giant")
    duel, s, kei = _battle(["Axe of Despair"], extra=extra)
    s.pick("attack", kei, target="Celtic Guardian", player=0)
    s.pick("attack", kei, target="Hitotsu-Me Giant", player=0)
    assert sorted(grave(duel, 1)) == ["Celtic Guardian", "Hitotsu-Me Giant"]
    assert lp(duel) == (8000, 7600)
    assert not s.has("attack", kei, target="player")


def test_armed_samurai_ben_kei_losing_its_equip_loses_the_extra_attack():
    """Q: Ben Kei holds only Axe of Despair, which is destroyed after its first attack. A: no Equip
    Card left, no further attack: 1500 damage only."""
    def hook(table, refs):
        table.at("damage_step_end", once(lambda duel: duel.debug_move(refs[0].uid(duel), S.GRAVE)))
    duel, s, kei = _battle(["Axe of Despair"], hook=hook)
    assert _attack_directly_while_allowed(duel, s, kei) == 1
    assert lp(duel) == (8000, 6500) and grave(duel, 0) == ["Axe of Despair"]


def test_armed_samurai_ben_kei_under_skill_drain_attacks_once():
    """Q: a face-up Skill Drain is on the field; Ben Kei holds Axe of Despair (1500). A: its effect
    is negated: one attack, 1500 damage."""
    duel, s, kei = _battle(["Axe of Despair"],
                           extra=lambda t: t.spell_trap(1, "Skill Drain", face_down=False))
    assert _attack_directly_while_allowed(duel, s, kei) == 1
    assert lp(duel) == (8000, 6500)
