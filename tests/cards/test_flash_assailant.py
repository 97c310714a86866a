"""Flash Assailant (96890582), Effect Monster: it loses 400 ATK and DEF for each card in its
controller's hand.

Sources, read in our words: yugioh-wiki.net 《秒殺の暗殺者》 (a continuous effect: 400 ATK/DEF down per
card in one's own hand; with 5 or more cards it is 0, never below); the 2005 text (PGD) does the
same, no ERAS entry. "Your hand" is its controller's, so under the opponent's control it counts their
hand: our reading of the text. Skill Drain negates the effect of a face-up monster on the field
(seed 000 §效果分類)."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

FA = "Flash Assailant"


def _pass(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _stats(duel, ref):
    card = ref.card(duel)
    return duel.atk(card), duel.defense(card)


def test_flash_assailant_loses_400_per_card_in_hand():
    """Q: I control Flash Assailant; my hand holds 0, then 3, then 6 cards. A: it is 2000/2000 with
    none, 800/800 with 3, 0/0 with 6 (never below 0)."""
    for n, stats in ((0, (2000, 2000)), (3, (800, 800)), (6, (0, 0))):
        table = Table(rules="GOAT", turn=3, turn_player=0)
        fa = table.monster(0, FA)
        if n:
            table.hand(0, *(["Battle Ox"] * n))
        table.hand(1, "Battle Ox", "Battle Ox")
        duel = table.build()
        assert _stats(duel, fa) == stats, n


def test_flash_assailant_follows_the_hand_as_it_changes():
    """Q: my hand holds 2 cards (Flash Assailant 1200/1200); I Normal Summon one of them, Battle Ox. A:
    1 card left: the Assailant is 1600/1600, and attacking my opponent's Battle Ox (1700) still loses
    -- their Ox destroys it, I take 100."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    fa = table.monster(0, FA)
    table.hand(0, "Battle Ox", "Mystical Elf")
    ox = table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    assert _stats(duel, fa) == (1200, 1200)
    s.pick("summon", "Battle Ox", request="idle")
    _pass(duel, s)
    assert _stats(duel, fa) == (1600, 1600)
    s.pick("battle", request="idle")
    _pass(duel, s)
    s.pick("attack", FA, target=ox, request="battle")
    _pass(duel, s)
    assert grave(duel, 0) == [FA] and lp(duel) == (7900, 8000)


def test_flash_assailant_counts_its_controllers_hand():
    """Q: my opponent controls my Flash Assailant (their Change of Heart, their last card) and holds no
    card; I hold 4 (it was 400/400 with me). A: it counts its controller's hand: 2000/2000."""
    table2 = Table(rules="GOAT", turn=3, turn_player=1)
    fa2 = table2.monster(0, FA)
    table2.hand(0, "Battle Ox", "Battle Ox", "Battle Ox", "Battle Ox")
    table2.hand(1, "Change of Heart")
    duel2 = table2.build()
    assert _stats(duel2, fa2) == (400, 400)
    s2 = Script(duel2)
    s2.pick("activate", "Change of Heart", player=1, request="idle")
    s2.pick("target", fa2, player=1)
    _pass(duel2, s2)
    assert fa2.card(duel2).controller == 1
    assert _stats(duel2, fa2) == (2000, 2000)


def test_flash_assailant_under_skill_drain():
    """Q: Skill Drain is face-up; I control Flash Assailant with 4 cards in hand. A: its effect is
    negated: 2000/2000."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    fa = table.monster(0, FA)
    table.hand(0, "Battle Ox", "Battle Ox", "Battle Ox", "Battle Ox")
    table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    assert _stats(duel, fa) == (2000, 2000)
